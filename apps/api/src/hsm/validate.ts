import {
  hsmPhoneDigits,
  hsmPlaceholderCount,
  renderHsmTemplate,
  splitHsmParameters,
  type HsmSendBody,
} from '@atende/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, messageTemplates } from '../db/schema';
import { badRequest } from '../http/errors';

/** An ISO 8601 / RFC 3339 date-time with its zone (`2026-05-01T10:00:00Z`, `...-03:00`). */
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** A row may be scheduled at most this far ahead. */
const MAX_SCHEDULE_MS = 366 * 24 * 3600 * 1000;

/** A template the customer may bulk-send. */
export interface HsmTemplate {
  id: number;
  name: string;
  template: string;
}

/** One `Hsm_Send` row, checked and resolved (what is stored and queued). */
export interface HsmSendInput {
  customerId: number;
  importId: string;
  row: number;
  /** Digits only. */
  phone: string;
  message: string;
  parameters: string;
  /** The template's body values, exactly as many as its placeholders. */
  values: string[];
  sendDate: Date;
  sender: string;
  template: HsmTemplate;
  campaignId: number | null;
  /** The template's text filled with the values. */
  text: string;
}

/** The written calendar date and time exist (no 30 February, no 25:00). */
function realDateTime(text: string): boolean {
  const [y, m, d, h, min, sec] = (text.match(/\d+/g) ?? []).map(Number) as number[];
  if (y === undefined || m === undefined || d === undefined) return false;
  const day = new Date(Date.UTC(y, m - 1, d));
  return (
    day.getUTCFullYear() === y &&
    day.getUTCMonth() === m - 1 &&
    day.getUTCDate() === d &&
    (h ?? 0) <= 23 &&
    (min ?? 0) <= 59 &&
    (sec ?? 0) <= 59
  );
}

/** `send_date`: '' is now; otherwise an ISO date-time with its zone, at most a year ahead. */
export function readSendDate(text: string, now = new Date()): Date {
  const trimmed = text.trim();
  if (trimmed === '') return now;
  const at =
    ISO_DATE_TIME.test(trimmed) && realDateTime(trimmed)
      ? new Date(trimmed.replace(' ', 'T'))
      : null;
  if (!at || Number.isNaN(at.getTime()))
    throw badRequest('send_date', "send_date must be an ISO 8601 date-time with its zone, or ''.");
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_MS)
    throw badRequest('send_date', 'send_date is more than a year ahead.');
  return at;
}

/** The customer's enabled template of that id (another customer's, unknown or disabled: 400). */
async function enabledTemplate(
  db: Db,
  customerId: number,
  templateId: number,
): Promise<HsmTemplate> {
  const [template] = await db
    .select({
      id: messageTemplates.id,
      name: messageTemplates.name,
      template: messageTemplates.template,
    })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.id, templateId),
        eq(messageTemplates.customerId, customerId),
        eq(messageTemplates.enable, true),
      ),
    );
  if (!template)
    throw badRequest('message_id', 'No enabled template of this customer has this id.');
  return template;
}

/**
 * Checks one row of seed 001 §7 "Bulk sending" beyond its schema (types, lengths and control
 * characters are the schema's): the phone, the date, the template and the campaign of the customer,
 * and enough parameters for the template's {{n}}. Throws a 400 naming the field.
 */
export async function readHsmSend(db: Db, body: HsmSendBody): Promise<HsmSendInput> {
  const phone = hsmPhoneDigits(body.client_identification);
  if (!phone)
    throw badRequest(
      'client_identification',
      'client_identification must be a phone number of 8 to 15 digits.',
    );
  const sendDate = readSendDate(body.send_date);
  const template = await enabledTemplate(db, body.customer_id, body.message_id);
  let campaignId: number | null = null;
  if (body.campaign_id !== 0) {
    const [campaign] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, body.campaign_id), eq(campaigns.customerId, body.customer_id)));
    if (!campaign) throw badRequest('campaign_id', 'No campaign of this customer has this id.');
    campaignId = campaign.id;
  }
  const needed = hsmPlaceholderCount(template.template);
  const given = splitHsmParameters(body.parameters);
  if (given.length < needed || given.slice(0, needed).some((value) => value === ''))
    throw badRequest(
      'parameters',
      `The template needs ${needed} non-empty value(s) separated by '|'; the row gives ${given.length}.`,
    );
  const values = given.slice(0, needed);
  return {
    customerId: body.customer_id,
    importId: body.import_id.toLowerCase(),
    row: body.row,
    phone,
    message: body.message,
    parameters: body.parameters,
    values,
    sendDate,
    sender: body.from,
    template,
    campaignId,
    text: renderHsmTemplate(template.template, values),
  };
}
