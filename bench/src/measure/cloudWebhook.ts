// The WhatsApp Cloud API webhook body the bench sends (one text message), as Meta's docs show it.
import { randomUUID } from 'node:crypto';

/** Acme Telecom's WhatsApp number in the demo seed (Support group, and the "Welcome bot" on `menu`). */
export const ACME_PHONE_NUMBER_ID = '100000000000001';

/** One text message from `from` (named `name`) to a business number; answers its wamid and body. */
export function cloudTextPayload(
  from: string,
  name: string,
  text: string,
  phoneNumberId = ACME_PHONE_NUMBER_ID,
) {
  const wamid = `wamid.${randomUUID().replace(/-/g, '')}`;
  const payload = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name }, wa_id: from }],
              messages: [
                {
                  from,
                  id: wamid,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  };
  return { wamid, payload };
}
