import { badRequest } from '../http/errors';
import type { ChannelStatus, InboundMessage } from './types';
import {
  array,
  isolated,
  object,
  optionalString,
  string,
  type RejectedPart,
} from './whatsapp-fields';
import { profileNames, readMessage, readStatus, type ChangeContext } from './whatsapp-items';

/** A webhook body read leniently: the messages and statuses that are valid, and the parts that were not. */
export interface ParsedWebhook {
  messages: InboundMessage[];
  /** Statuses of messages the business sent (sent, delivered, read, failed), in order. */
  statuses: ChannelStatus[];
  rejected: RejectedPart[];
}

/**
 * Reads a WhatsApp Cloud API webhook body (`object: 'whatsapp_business_account'`) into inbound
 * messages, in order. Text, image, audio, video and document messages, and button and list replies
 * (as text with their `choiceId`, docs/adr/0025) are kept, and `statuses[]`
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

/** One `changes[]` item: its statuses and messages, each read on its own (only `messages` changes). */
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
  const context: ChangeContext = {
    phoneNumberId,
    names,
    onlyName: names.size === 1 ? [...names.values()][0] : undefined,
  };
  if (displayPhone) context.displayPhone = displayPhone;

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
      const message = readMessage(m, mf, context);
      if (message) out.push(message);
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
