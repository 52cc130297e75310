// Signed WhatsApp Cloud API webhooks, sent as Meta does: retried when no 200 came back.
import { createHmac } from 'node:crypto';
import { ACME_PHONE_NUMBER_ID, cloudTextPayload } from '../measure/cloudWebhook';

/** One signed text message: its wamid and the body with its signature. */
export function signedMessage(
  secret: string,
  from: string,
  text: string,
  phoneNumberId = ACME_PHONE_NUMBER_ID,
) {
  const { wamid, payload } = cloudTextPayload(from, `Bench ${from}`, text, phoneNumberId);
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return { wamid, body, signature };
}

/** What sending one message took: the answers until a 200 (Meta retries the others). */
export interface Delivery {
  attempts: number;
  ok: boolean;
}

/** POSTs a signed message until it is answered 200 (at most `tries` times, 200 ms apart). */
export async function deliver(
  url: string,
  message: { body: string; signature: string },
  tries = 30,
): Promise<Delivery> {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const ok = await fetch(`${url}/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': message.signature },
      body: message.body,
    }).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      },
      () => false,
    );
    if (ok) return { attempts: attempt, ok };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { attempts: tries, ok: false };
}
