import { randomBytes } from 'node:crypto';
import type { MediaKind } from './types';

/** What the simulator page sends, already checked. */
export interface SimulatedInbound {
  phoneNumberId: string;
  displayPhone: string;
  /** Digits only. */
  from: string;
  name?: string;
  text?: string;
  media?: { id: string; kind: MediaKind; mimeType: string; fileName?: string };
  /** An option picked from a chatbot question's buttons or list (sent as its interactive reply). */
  choice?: { id: string; title: string; kind: 'buttons' | 'list' };
  /** Defaults to now. */
  at?: Date;
}

/** A fresh message id in the `wamid.` form WhatsApp uses. */
function newWaMessageId(): string {
  return `wamid.${randomBytes(24).toString('base64url')}`;
}

/**
 * A genuine WhatsApp Cloud API webhook body for one client message. With media, the text goes
 * as the caption (image, video, document) or as a second text message (audio has no caption). A
 * picked option goes as the `interactive` button or list reply WhatsApp sends.
 */
export function buildSimulatedWebhook(input: SimulatedInbound): Record<string, unknown> {
  const timestamp = String(Math.floor((input.at ?? new Date()).getTime() / 1000));
  const base = { from: input.from, timestamp };
  const messages: Record<string, unknown>[] = [];
  let text = input.text;
  if (input.media) {
    const { id, kind, mimeType, fileName } = input.media;
    const object: Record<string, unknown> = { id, mime_type: mimeType, sha256: '' };
    if (kind === 'document' && fileName) object.filename = fileName;
    if (text && kind !== 'audio') {
      object.caption = text;
      text = undefined;
    }
    messages.push({ ...base, id: newWaMessageId(), type: kind, [kind]: object });
  }
  if (text) messages.push({ ...base, id: newWaMessageId(), type: 'text', text: { body: text } });
  if (input.choice) {
    const type = input.choice.kind === 'buttons' ? 'button_reply' : 'list_reply';
    const reply = { id: input.choice.id, title: input.choice.title };
    const interactive = { type, [type]: reply };
    messages.push({ ...base, id: newWaMessageId(), type: 'interactive', interactive });
  }

  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'SIMULATOR',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: input.displayPhone.replace(/\D/g, '') || input.displayPhone,
                phone_number_id: input.phoneNumberId,
              },
              contacts: [{ profile: { name: input.name ?? '' }, wa_id: input.from }],
              messages,
            },
          },
        ],
      },
    ],
  };
}
