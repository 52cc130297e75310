import { templatePayload } from './outbound-payload';
import {
  ChannelSendError,
  type ChannelAdapter,
  type OutboundMessage,
  type OutboundPayload,
  type SendingNumber,
  type SendResult,
  type TemplateComponent,
} from './types';
import { graphBase, graphCall, type GraphOptions } from './whatsapp-graph';
import { interactiveChoices, numberedText } from './whatsapp-interactive';

/** The Cloud API body of `POST /{phone-number-id}/messages` for a payload to `to`. */
function whatsAppMessageBody(payload: OutboundPayload, to: string): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  switch (payload.type) {
    case 'text':
      return { ...base, type: 'text', text: { preview_url: false, body: payload.text } };
    case 'choices': {
      const interactive = interactiveChoices(payload.text, payload.choices);
      if (interactive) return { ...base, type: 'interactive', interactive };
      const body = numberedText(payload.text, payload.choices);
      return { ...base, type: 'text', text: { preview_url: false, body } };
    }
    case 'template':
      return {
        ...base,
        type: 'template',
        template: {
          name: payload.name,
          language: { code: payload.languageCode },
          ...(payload.components?.length ? { components: payload.components } : {}),
        },
      };
    default: {
      const media: Record<string, string> = { link: payload.link };
      if (payload.type === 'document' && payload.filename) media.filename = payload.filename;
      if (payload.caption && payload.type !== 'audio') media.caption = payload.caption;
      return { ...base, type: payload.type, [payload.type]: media };
    }
  }
}

/** Sends one message through the Cloud API from `number`; answers the wamid. */
async function sendWhatsAppMessage(
  options: GraphOptions,
  number: SendingNumber,
  to: string,
  payload: OutboundPayload,
): Promise<SendResult> {
  if (!number.accessToken) {
    throw new ChannelSendError(
      `Business number ${number.phoneNumberId} has no access token.`,
      false,
    );
  }
  const url = `${graphBase(options)}/${encodeURIComponent(number.phoneNumberId)}/messages`;
  const answer = (await graphCall(options, url, number.accessToken, {
    method: 'POST',
    body: whatsAppMessageBody(payload, to),
  })) as { messages?: Array<{ id?: unknown }> } | null;
  const id = answer?.messages?.[0]?.id;
  return typeof id === 'string' ? { externalId: id } : {};
}

/**
 * Sends an approved template (for bulk sends) from `number` to `to`. Bulk sends that need retry and
 * throughput limits enqueue `templatePayload(...)` in the outbox instead.
 */
export function sendWhatsAppTemplate(
  options: GraphOptions,
  number: SendingNumber,
  to: string,
  template: { name: string; languageCode: string; components?: TemplateComponent[] },
): Promise<SendResult> {
  return sendWhatsAppMessage(
    options,
    number,
    to,
    templatePayload(template.name, template.languageCode, template.components),
  );
}

/** The WhatsApp Cloud API outbound adapter: each business number sends with its own token. */
export function createWhatsAppAdapter(options: GraphOptions): ChannelAdapter {
  return {
    async send(msg: OutboundMessage, number?: SendingNumber) {
      if (!number)
        throw new ChannelSendError(`Unknown business number ${msg.phoneNumberId}.`, false);
      return sendWhatsAppMessage(options, number, msg.to, msg.payload);
    },
  };
}
