/**
 * An embed page's query (docs/adr/0033): the filter fields as typed in the form, read and checked
 * into the reports' filter with a translated problem, and the addresses of the page's links.
 */
import {
  calendarDayOf,
  isCalendarDay,
  REPORT_LIMITS,
  SERVICE_LEVEL_SECONDS,
} from '@atende/contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { customerTimeZone, filterOf, type ReportFilter } from '../data/params';
import { fill, type EmbedTexts } from './texts';

/** The raw query of an embed page (every value as the browser sent it). */
export type RawQuery = Record<string, string | undefined>;

/** A query with each repeated field read as its first value. */
export function firstValues(query: Record<string, string | string[] | undefined>): RawQuery {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}

/** The filter as the page's form holds it (strings, defaults filled in). */
export interface FormState {
  date_from: string;
  date_to: string;
  group_id: string;
  channel_id: string;
  agent_id: string;
  service_level_seconds: string;
  locale: string;
}

const FORM_FIELDS: readonly (keyof FormState)[] = [
  'date_from',
  'date_to',
  'group_id',
  'channel_id',
  'agent_id',
  'service_level_seconds',
  'locale',
];

/** Days shown when the page opens: the last 30 of the customer's calendar, today included. */
const DEFAULT_DAYS = 30;

function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

/** The form's state of a query, the missing values defaulted in the customer's calendar. */
export async function formStateOf(
  ctx: AppContext,
  customerId: number,
  query: RawQuery,
  locale: string,
): Promise<FormState> {
  const zone = await customerTimeZone(ctx, customerId);
  const today =
    calendarDayOf(new Date().toISOString(), zone) ?? new Date().toISOString().slice(0, 10);
  // Control characters never reach the page (a date echoed in its field): they are dropped.
  const printable = (text: string) =>
    [...text].filter((ch) => ch.charCodeAt(0) > 31 && ch.charCodeAt(0) !== 127).join('');
  const value = (key: string) =>
    printable(query[key] ?? '')
      .trim()
      .slice(0, 40);
  return {
    date_from: value('date_from') || daysBefore(value('date_to') || today, DEFAULT_DAYS - 1),
    date_to: value('date_to') || today,
    group_id: value('group_id') || '0',
    channel_id: value('channel_id') || '0',
    agent_id: value('agent_id') || '0',
    service_level_seconds:
      value('service_level_seconds') || String(REPORT_LIMITS.defaultServiceLevelSeconds),
    locale,
  };
}

const ID = /^\d{1,9}$/;

/** The form's state as the reports' filter and service level, or the translated problem. */
export async function filterOfForm(
  ctx: AppContext,
  customerId: number,
  form: FormState,
  t: EmbedTexts,
): Promise<{ filter: ReportFilter; threshold: number } | { problem: string }> {
  if (!isCalendarDay(form.date_from) || !isCalendarDay(form.date_to)) {
    return { problem: t.errors.dates };
  }
  for (const key of ['group_id', 'channel_id', 'agent_id'] as const) {
    if (!ID.test(form[key])) return { problem: t.errors[key.replace('_id', '') as 'group'] };
  }
  const threshold = Number(form.service_level_seconds);
  if (!SERVICE_LEVEL_SECONDS.includes(threshold)) return { problem: t.errors.serviceLevel };
  try {
    const filter = await filterOf(ctx, {
      Customer_Id: customerId,
      date_from: form.date_from,
      date_to: form.date_to,
      group_id: Number(form.group_id),
      channel_id: Number(form.channel_id),
      agent_id: Number(form.agent_id),
    });
    return { filter, threshold };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'report_range_too_long') {
      return { problem: fill(t.errors.range, { days: REPORT_LIMITS.maxDays }) };
    }
    if (error.field === 'group_id') return { problem: t.errors.group };
    if (error.field === 'agent_id') return { problem: t.errors.agent };
    return { problem: t.errors.dates };
  }
}

/** An address under the page's base with the form's state and `extra` values in its query. */
export function hrefOf(
  base: string,
  form: FormState,
  extra: Record<string, string | number | undefined> = {},
): string {
  const query = new URLSearchParams();
  for (const key of FORM_FIELDS) query.set(key, form[key]);
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return `${base}?${query.toString()}`;
}
