import { randomUUID } from 'node:crypto';
import type { TestServer } from './harness';

/** A realistic WhatsApp Cloud API webhook payload with one text message. */
export function cloudTextPayload(input: {
  phoneNumberId: string;
  from: string;
  name: string;
  text: string;
}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '15550783881',
                phone_number_id: input.phoneNumberId,
              },
              contacts: [{ profile: { name: input.name }, wa_id: input.from }],
              messages: [
                {
                  from: input.from,
                  id: `wamid.${randomUUID().replace(/-/g, '')}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: input.text },
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** The end client writes to the Acme number (or another); returns the waiting item that holds it. */
export async function clientWrites(
  server: TestServer,
  input: { from: string; name?: string; text?: string; customer?: 'acme' | 'borealis' },
): Promise<void> {
  const customer = input.customer ?? 'acme';
  const res = await server.call('POST', '/webhooks/whatsapp', {
    body: cloudTextPayload({
      phoneNumberId: server.seed.phoneNumbers[customer],
      from: input.from,
      name: input.name ?? `Client ${input.from}`,
      text: input.text ?? 'Hello, I need help',
    }),
  });
  if (res.status !== 200)
    throw new Error(`webhook failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Finds the waiting item of a phone for the agent's token. */
export async function waitingItemOf(
  server: TestServer,
  token: string,
  phone: string,
  customer: 'acme' | 'borealis' = 'acme',
) {
  const res = await server.call(
    'GET',
    `/api/User_Att_Waitting?Customer_Id=${server.seed.customers[customer]}`,
    { token },
  );
  const item = (
    res.body as Array<{
      client_Identify: string;
      client_Name: string;
      attendence_Id: number;
      client_Id: number;
    }>
  ).find((i) => i.client_Identify === phone);
  if (!item) throw new Error(`no waiting item for ${phone}: ${JSON.stringify(res.body)}`);
  return item;
}
