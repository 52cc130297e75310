import { ApiError, badRequest } from '../http/errors';
import type { ChannelStatus, InboundMedia, InboundMessage, MediaKind } from './types';

const MEDIA_KINDS: readonly MediaKind[] = ['image', 'audio', 'video', 'document'];
const PHONE = /^\d{3,20}$/;
const MAX_TEXT = 65536;

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function object(value: unknown, field: string): Obj {
  if (!isObject(value)) throw badRequest(field, `${field} must be an object.`);
  return value;
}

function array(value: unknown, field: string, optional = false): unknown[] {
  if (value === undefined && optional) return [];
  if (!Array.isArray(value)) throw badRequest(field, `${field} must be an array.`);
  return value;
}

function string(value: unknown, field: string, max = 1024): string {
  if (typeof value !== 'string' || value === '') {
    throw badRequest(field, `${field} must be a non-empty string.`);
  }
  if (value.length > max) throw badRequest(field, `${field} is too long.`);
  return value;
}

function optionalString(value: unknown, field: string, max = 1024): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(field, `${field} must be a string.`);
  if (value.length > max) throw badRequest(field, `${field} is too long.`);
  return value;
}

function timestamp(value: unknown, field: string): Date {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,12}$/.test(text)) {
    throw badRequest(field, `${field} must be unix seconds.`);
  }
  return new Date(Number(text) * 1000);
}

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

function profileNames(contactsValue: unknown, field: string): Map<string, string | undefined> {
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

/** A part of a webhook body that was refused, named by its field path. */
export interface RejectedPart {
  field: string;
  message: string;
}

/** A webhook body read leniently: the messages and statuses that are valid, and the parts that were not. */
export interface ParsedWebhook {
  messages: InboundMessage[];
  /** Statuses of messages the business sent (sent, delivered, read, failed), in order. */
  statuses: ChannelStatus[];
  rejected: RejectedPart[];
}

const STATUS_VALUES: ReadonlyArray<ChannelStatus['status']> = [
  'sent',
  'delivered',
  'read',
  'failed',
];

/** One `statuses[]` item (Meta: `{ id, status, timestamp, recipient_id, errors?: [{ code, title }] }`). */
function readStatus(value: unknown, field: string, phoneNumberId: string): ChannelStatus | null {
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

/** Runs `read`, recording an ApiError 400 as a rejected part instead of throwing it. */
function isolated(rejected: RejectedPart[], field: string, read: () => void): void {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) {
      rejected.push({ field: error.field ?? field, message: error.message });
      return;
    }
    throw error;
  }
}

/**
 * Reads a WhatsApp Cloud API webhook body (`object: 'whatsapp_business_account'`) into inbound
 * messages, in order. Text, image, audio, video and document messages are kept, and `statuses[]`
 * (sent, delivered, read, failed with its `errors[]`) of the business's own messages are listed
 * apart; other message types, other statuses, `errors[]` and changes other than `messages` are skipped. Each entry, change and
 * message is validated on its own: a malformed one is listed in `rejected` (naming the field, e.g.
 * `entry[0].changes[1].value.messages[0].from`) and never costs the others. Only a body that is not
 * a webhook at all (not an object, wrong `object`, no `entry` array) throws a 400 ApiError.
 */
export function readWhatsAppWebhook(body: unknown): ParsedWebhook {
  const root = object(body, 'body');
  if (root.object !== 'whatsapp_business_account') {
    throw badRequest('object', "object must be 'whatsapp_business_account'.");
  }
  const out: InboundMessage[] = [];
  const statuses: ChannelStatus[] = [];
  const rejected: RejectedPart[] = [];
  array(root.entry, 'entry').forEach((e, i) => {
    const entryField = `entry[${i}]`;
    isolated(rejected, entryField, () => {
      const entry = object(e, entryField);
      array(entry.changes, `${entryField}.changes`).forEach((c, j) => {
        const changeField = `${entryField}.changes[${j}]`;
        isolated(rejected, changeField, () => readChange(c, changeField, out, rejected, statuses));
      });
    });
  });
  return { messages: out, statuses, rejected };
}

function readChange(
  c: unknown,
  changeField: string,
  out: InboundMessage[],
  rejected: RejectedPart[],
  statuses: ChannelStatus[],
): void {
  const change = object(c, changeField);
  if (string(change.field, `${changeField}.field`, 128) !== 'messages') return;
  const vf = `${changeField}.value`;
  const value = object(change.value, vf);
  if (value.messaging_product !== 'whatsapp') {
    throw badRequest(`${vf}.messaging_product`, "messaging_product must be 'whatsapp'.");
  }
  const metadata = object(value.metadata, `${vf}.metadata`);
  const phoneNumberId = string(metadata.phone_number_id, `${vf}.metadata.phone_number_id`, 64);
  const displayPhone = optionalString(
    metadata.display_phone_number,
    `${vf}.metadata.display_phone_number`,
    64,
  );
  let names = new Map<string, string | undefined>();
  // A malformed contact only costs the profile names, never the messages.
  isolated(rejected, `${vf}.contacts`, () => {
    names = profileNames(value.contacts, `${vf}.contacts`);
  });
  const onlyName = names.size === 1 ? [...names.values()][0] : undefined;

  array(value.statuses, `${vf}.statuses`, true).forEach((s, k) => {
    const sf = `${vf}.statuses[${k}]`;
    isolated(rejected, sf, () => {
      const status = readStatus(s, sf, phoneNumberId);
      if (status) statuses.push(status);
    });
  });

  array(value.messages, `${vf}.messages`, true).forEach((m, k) => {
    const mf = `${vf}.messages[${k}]`;
    isolated(rejected, mf, () => {
      const message = object(m, mf);
      const from = string(message.from, `${mf}.from`, 32);
      if (!PHONE.test(from))
        throw badRequest(`${mf}.from`, `${mf}.from must be a phone number (digits).`);
      const waMessageId = string(message.id, `${mf}.id`, 256);
      const when = timestamp(message.timestamp, `${mf}.timestamp`);
      const type = string(message.type, `${mf}.type`, 64);

      const base: InboundMessage = {
        phoneNumberId,
        from,
        waMessageId,
        timestamp: when,
        kind: 'text',
      };
      if (displayPhone) base.displayPhone = displayPhone;
      const profileName = names.has(from) ? names.get(from) : onlyName;
      if (profileName) base.profileName = profileName;

      if (type === 'text') {
        const text = object(message.text, `${mf}.text`);
        out.push({ ...base, text: string(text.body, `${mf}.text.body`, MAX_TEXT) });
      } else if ((MEDIA_KINDS as readonly string[]).includes(type)) {
        const kind = type as MediaKind;
        out.push({ ...base, kind, media: media(message[kind], kind, `${mf}.${kind}`) });
      }
      // Other types (sticker, location, contacts, interactive, reaction, unsupported...) are skipped.
    });
  });
}

/**
 * Strict form of `readWhatsAppWebhook`: the valid messages, or a 400 ApiError naming the first
 * refused part.
 */
export function parseWhatsAppWebhook(body: unknown): InboundMessage[] {
  const { messages, rejected } = readWhatsAppWebhook(body);
  const first = rejected[0];
  if (first) throw badRequest(first.field, first.message);
  return messages;
}
