/**
 * One part of a WhatsApp webhook change read on its own: a message (text or media), a status of
 * the business's own message, the contacts' profile names.
 */
import { badRequest } from '../http/errors';
import type { ChannelStatus, InboundMedia, InboundMessage, MediaKind } from './types';
import { array, object, optionalString, string, timestamp } from './whatsapp-fields';

const MEDIA_KINDS: readonly MediaKind[] = ['image', 'audio', 'video', 'document'];
const PHONE = /^\d{3,20}$/;
const MAX_TEXT = 65536;

function media(value: unknown, kind: MediaKind, field: string): InboundMedia {
  const m = object(value, field);
  const out: InboundMedia = { id: string(m.id, `${field}.id`, 256) };
  const mimeType = optionalString(m.mime_type, `${field}.mime_type`, 255);
  if (mimeType) out.mimeType = mimeType;
  if (kind === 'document') {
    const fileName = optionalString(m.filename, `${field}.filename`, 1024);
    if (fileName) out.fileName = fileName;
  }
  if (kind !== 'audio') {
    const caption = optionalString(m.caption, `${field}.caption`, MAX_TEXT);
    if (caption) out.caption = caption;
  }
  return out;
}

/** The contacts' profile names by WhatsApp id (`wa_id`). */
export function profileNames(
  contactsValue: unknown,
  field: string,
): Map<string, string | undefined> {
  const names = new Map<string, string | undefined>();
  array(contactsValue, field, true).forEach((c, i) => {
    const contact = object(c, `${field}[${i}]`);
    const waId = string(contact.wa_id, `${field}[${i}].wa_id`, 32);
    const profile =
      contact.profile === undefined ? {} : object(contact.profile, `${field}[${i}].profile`);
    names.set(waId, optionalString(profile.name, `${field}[${i}].profile.name`, 256));
  });
  return names;
}

const STATUS_VALUES: ReadonlyArray<ChannelStatus['status']> = [
  'sent',
  'delivered',
  'read',
  'failed',
];

/** One `statuses[]` item (Meta: `{ id, status, timestamp, recipient_id, errors?: [{ code, title }] }`). */
export function readStatus(
  value: unknown,
  field: string,
  phoneNumberId: string,
): ChannelStatus | null {
  const item = object(value, field);
  const id = string(item.id, `${field}.id`, 256);
  const status = string(item.status, `${field}.status`, 32);
  // Other values (`deleted`, `warning`, ...) say nothing about delivery: skipped.
  if (!(STATUS_VALUES as readonly string[]).includes(status)) return null;
  const out: ChannelStatus = {
    phoneNumberId,
    id,
    status: status as ChannelStatus['status'],
    timestamp: timestamp(item.timestamp, `${field}.timestamp`),
    errors: [],
  };
  const recipient = optionalString(item.recipient_id, `${field}.recipient_id`, 32);
  if (recipient) out.recipientId = recipient;
  array(item.errors, `${field}.errors`, true).forEach((e, i) => {
    const error = object(e, `${field}.errors[${i}]`);
    const code =
      typeof error.code === 'number' && Number.isFinite(error.code) ? error.code : undefined;
    const title = optionalString(error.title, `${field}.errors[${i}].title`, 1024);
    out.errors.push({ ...(code !== undefined ? { code } : {}), ...(title ? { title } : {}) });
  });
  return out;
}

/** What every message of one change shares. */
export interface ChangeContext {
  phoneNumberId: string;
  displayPhone?: string;
  names: Map<string, string | undefined>;
  /** The only contact's name, for a message whose sender has no contact entry. */
  onlyName?: string;
}

/**
 * A reply button or list row the client picked (`interactive.button_reply` / `list_reply`: `{ id,
 * title }`), or null for another interactive reply (a Flow's `nfm_reply`...), which is skipped.
 */
function interactiveReply(value: unknown, field: string): { id: string; title: string } | null {
  const interactive = object(value, field);
  const type = string(interactive.type, `${field}.type`, 64);
  if (type !== 'button_reply' && type !== 'list_reply') return null;
  const reply = object(interactive[type], `${field}.${type}`);
  return {
    id: string(reply.id, `${field}.${type}.id`, 256),
    title: string(reply.title, `${field}.${type}.title`, 256),
  };
}

/**
 * One `messages[]` item as an inbound message, or null for a type that is skipped (sticker,
 * location, contacts, reaction, unsupported, an interactive reply other than a button or a list
 * row...). A button or list reply is a text message: its title as the text, its id as `choiceId`.
 */
export function readMessage(m: unknown, mf: string, change: ChangeContext): InboundMessage | null {
  const message = object(m, mf);
  const from = string(message.from, `${mf}.from`, 32);
  if (!PHONE.test(from))
    throw badRequest(`${mf}.from`, `${mf}.from must be a phone number (digits).`);
  const waMessageId = string(message.id, `${mf}.id`, 256);
  const when = timestamp(message.timestamp, `${mf}.timestamp`);
  const type = string(message.type, `${mf}.type`, 64);

  const base: InboundMessage = {
    phoneNumberId: change.phoneNumberId,
    from,
    waMessageId,
    timestamp: when,
    kind: 'text',
  };
  if (change.displayPhone) base.displayPhone = change.displayPhone;
  const profileName = change.names.has(from) ? change.names.get(from) : change.onlyName;
  if (profileName) base.profileName = profileName;

  if (type === 'text') {
    const text = object(message.text, `${mf}.text`);
    return { ...base, text: string(text.body, `${mf}.text.body`, MAX_TEXT) };
  }
  if (type === 'interactive') {
    const reply = interactiveReply(message.interactive, `${mf}.interactive`);
    return reply && { ...base, text: reply.title, choiceId: reply.id };
  }
  if ((MEDIA_KINDS as readonly string[]).includes(type)) {
    const kind = type as MediaKind;
    return { ...base, kind, media: media(message[kind], kind, `${mf}.${kind}`) };
  }
  return null;
}
