// For tests of the WhatsApp channel: a webhook body as the Cloud API sends it.

/**
 * A realistic Cloud API webhook body: text, image with caption, audio, video and document messages,
 * statuses and message types the parser skips.
 */
export function realisticPayload() {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Maria Souza' }, wa_id: '5511987654321' }],
              messages: [
                {
                  from: '5511987654321',
                  id: 'wamid.HBgNNTUxMTk4NzY1NDMyMRUCABIYFDNBMEI1',
                  timestamp: '1717171717',
                  text: { body: 'Olá, preciso de ajuda' },
                  type: 'text',
                },
                {
                  from: '5511987654321',
                  id: 'wamid.IMG',
                  timestamp: '1717171720',
                  type: 'image',
                  image: {
                    caption: 'Foto do produto',
                    mime_type: 'image/jpeg',
                    sha256: 'o8SXB0E5gXJZVo+iTgXhbLn1pTrk7Yz2e5tW5RHBwNo=',
                    id: '1003383421387256',
                  },
                },
              ],
            },
            field: 'messages',
          },
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses: [
                {
                  id: 'wamid.OUT',
                  status: 'delivered',
                  timestamp: '1717171721',
                  recipient_id: '5511987654321',
                  conversation: { id: 'c1', origin: { type: 'service' } },
                  pricing: { billable: true, pricing_model: 'CBP', category: 'service' },
                },
              ],
            },
            field: 'messages',
          },
          {
            value: { event: 'APPROVED', message_template_id: 1 },
            field: 'message_template_status_update',
          },
        ],
      },
      {
        id: '102290129340399',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '5491150000000',
                phone_number_id: '200000000000001',
              },
              contacts: [
                { profile: { name: 'Juan' }, wa_id: '5491122223333' },
                { profile: { name: 'Ana' }, wa_id: '5491144445555' },
              ],
              messages: [
                {
                  from: '5491122223333',
                  id: 'wamid.AUDIO',
                  timestamp: '1717171730',
                  type: 'audio',
                  audio: {
                    mime_type: 'audio/ogg; codecs=opus',
                    sha256: 'x',
                    id: 'AUD1',
                    voice: true,
                  },
                },
                {
                  from: '5491144445555',
                  id: 'wamid.VIDEO',
                  timestamp: '1717171731',
                  type: 'video',
                  video: { mime_type: 'video/mp4', sha256: 'x', id: 'VID1' },
                },
                {
                  from: '5491144445555',
                  id: 'wamid.STICKER',
                  timestamp: '1717171732',
                  type: 'sticker',
                  sticker: { mime_type: 'image/webp', sha256: 'x', id: 'STK1', animated: false },
                },
                {
                  from: '5491122223333',
                  id: 'wamid.DOC',
                  timestamp: '1717171733',
                  type: 'document',
                  document: {
                    caption: 'Contrato',
                    filename: 'contrato.pdf',
                    mime_type: 'application/pdf',
                    sha256: 'x',
                    id: 'DOC1',
                  },
                },
                {
                  from: '5491122223333',
                  id: 'wamid.UNSUPPORTED',
                  timestamp: '1717171734',
                  type: 'unsupported',
                  errors: [{ code: 131051, title: 'Message type unknown' }],
                },
              ],
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

/** One message of a client's interactive reply, as the Cloud API sends it (with its `context`). */
function interactiveMessage(id: string, interactive: Record<string, unknown>) {
  return {
    context: { from: '15550783881', id: 'wamid.QUESTION' },
    from: '5511987654321',
    id,
    timestamp: '1717171740',
    type: 'interactive',
    interactive,
  };
}

/**
 * A webhook body with the client's replies to a chatbot question: a reply button, a list row, a
 * Flow's reply (skipped) and a button reply without its id (refused on its own).
 */
export function interactivePayload() {
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
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Maria Souza' }, wa_id: '5511987654321' }],
              messages: [
                interactiveMessage('wamid.BUTTON', {
                  type: 'button_reply',
                  button_reply: { id: 'step-4:2', title: 'Suporte' },
                }),
                interactiveMessage('wamid.LIST', {
                  type: 'list_reply',
                  list_reply: {
                    id: 'step-7:9',
                    title: 'Segunda via de bole…',
                    description: 'Segunda via de boleto bancário',
                  },
                }),
                interactiveMessage('wamid.FLOW', {
                  type: 'nfm_reply',
                  nfm_reply: { name: 'flow', body: 'Sent', response_json: '{}' },
                }),
                interactiveMessage('wamid.BROKEN', {
                  type: 'button_reply',
                  button_reply: { title: 'Sem id' },
                }),
              ],
            },
          },
        ],
      },
    ],
  };
}
