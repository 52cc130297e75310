import { FIELD_LIMITS } from '@atende/contract';
import {
  hsmPhoneDigits,
  hsmPlaceholderCount,
  splitHsmParameters,
  type Campaign,
  type MessageTemplate,
} from '@atende/contract';
import type { HsmColumn, HsmRow } from './hsmRows';
import { parseSendDate } from './sendDate';

/** Why a row cannot be sent (each has a text under `hsm.problems`). */
export type HsmProblemCode =
  | 'phone'
  | 'customer'
  | 'message_id'
  | 'template_unknown'
  | 'template_disabled'
  | 'parameters_missing'
  | 'date'
  | 'date_far'
  | 'campaign'
  | 'duplicate'
  | 'too_long'
  | 'control';

/** One problem of one row: where (line, column), what, and the values its text shows. */
export interface HsmProblem {
  line: number;
  column: HsmColumn;
  code: HsmProblemCode;
  values?: Record<string, string | number>;
}

/** What the rows are checked against: the current customer, its templates and campaigns. */
export interface HsmCheckContext {
  customerId: number;
  /** Every template of the customer, disabled ones too (Message_Template_List). */
  templates: readonly MessageTemplate[];
  /** The customer's campaigns (Campaign_List). */
  campaigns: readonly Pick<Campaign, 'campaign_Id'>[];
  /** Now, for dates too far ahead (default: the clock). */
  now?: number;
}

/** The validation report: the problems of the rows that have some. */
export interface HsmReport {
  /** Problems by row index (index in the rows array, not line). */
  problems: Map<number, HsmProblem[]>;
  /** The indices of the rows with problems, in file order. */
  problemIndices: number[];
}

/** Longest texts Hsm_Send accepts (HsmSendBodySchema). */
const HSM_LIMITS = FIELD_LIMITS.HsmSendBody;
const HSM_TEXT_MAX = {
  message: HSM_LIMITS.message.maxLength,
  from: HSM_LIMITS.from.maxLength,
  parameters: HSM_LIMITS.parameters.maxLength,
} as const;
const ID_MAX = 2147483647;
/** How far ahead a row may be scheduled (Hsm_Send refuses more than 366 days). */
const HSM_SCHEDULE_MAX_DAYS = 366;
/** The characters Hsm_Send refuses (tab, line feed and carriage return are text). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const WHOLE = /^\d+$/;

/** A whole number > 0 that fits an id, or null. */
function idOf(text: string): number | null {
  if (!WHOLE.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= ID_MAX ? value : null;
}

/**
 * A row checker for one file (seed 001 §5 and issue 12: phone, template, customer, date, campaign,
 * duplicates; plus the lengths and characters Hsm_Send refuses). Call it on the rows in file order:
 * it remembers the rows seen, for duplicates (same phone + message id + parameters). Answers null
 * for a row without problems. Cells are text: a formula (`=`, `+`, `-`, `@` first) is never evaluated.
 */
export function createHsmValidator(context: HsmCheckContext): (row: HsmRow) => HsmProblem[] | null {
  const templates = new Map(context.templates.map((t) => [t.message_Id, t]));
  const placeholders = new Map<number, number>();
  const campaigns = new Set(context.campaigns.map((c) => c.campaign_Id));
  const seen = new Map<string, number>();
  const latest = (context.now ?? Date.now()) + HSM_SCHEDULE_MAX_DAYS * 24 * 3600 * 1000;

  return (row) => {
    let problems: HsmProblem[] | null = null;
    const add = (column: HsmColumn, code: HsmProblemCode, values?: HsmProblem['values']) => {
      (problems ??= []).push({ line: row.line, column, code, ...(values ? { values } : {}) });
    };
    const text = (column: 'message' | 'from' | 'parameters') => {
      const value = row[column];
      if (value.length > HSM_TEXT_MAX[column])
        add(column, 'too_long', { max: HSM_TEXT_MAX[column] });
      else if (CONTROL.test(value)) add(column, 'control');
    };

    if (idOf(row.customer_id) !== context.customerId)
      add('customer_id', 'customer', { customerId: context.customerId });
    const phone = hsmPhoneDigits(row.client_identification);
    if (phone === null) add('client_identification', 'phone');
    text('message');
    const date = parseSendDate(row.send_date);
    if (!date.ok) add('send_date', 'date');
    else if (date.iso !== '' && Date.parse(date.iso) > latest)
      add('send_date', 'date_far', { days: HSM_SCHEDULE_MAX_DAYS });
    text('from');
    text('parameters');

    const parameterValues = splitHsmParameters(row.parameters);
    const messageId = idOf(row.message_id);
    const template = messageId === null ? undefined : templates.get(messageId);
    if (messageId === null) add('message_id', 'message_id');
    else if (!template) add('message_id', 'template_unknown', { value: row.message_id });
    else if (template.enable === false)
      add('message_id', 'template_disabled', { value: template.message_Template_Name });
    else {
      let needed = placeholders.get(messageId);
      if (needed === undefined) {
        needed = hsmPlaceholderCount(template.message_Template);
        placeholders.set(messageId, needed);
      }
      // Hsm_Send needs as many non-empty values as the template's highest {{n}}.
      let given = 0;
      for (let i = 0; i < needed && i < parameterValues.length; i += 1)
        if (parameterValues[i] !== '') given += 1;
      if (given < needed) add('parameters', 'parameters_missing', { needed, given });
    }

    const campaign = row.campaign_id;
    if (campaign !== '' && !/^0+$/.test(campaign)) {
      const campaignId = idOf(campaign);
      if (campaignId === null || !campaigns.has(campaignId))
        add('campaign_id', 'campaign', { value: campaign });
    }

    if (phone !== null && messageId !== null) {
      const key = `${phone}\u0000${messageId}\u0000${parameterValues.join('|')}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, row.line);
      else add('client_identification', 'duplicate', { line: first });
    }
    return problems;
  };
}

/** An empty report, filled by `addToReport`. */
export function emptyReport(): HsmReport {
  return { problems: new Map(), problemIndices: [] };
}

/** Checks rows `[from, to)` with `check` into `report`. */
export function addToReport(
  rows: readonly HsmRow[],
  from: number,
  to: number,
  check: (row: HsmRow) => HsmProblem[] | null,
  report: HsmReport,
): void {
  for (let index = from; index < to; index += 1) {
    const problems = check(rows[index]!);
    if (problems) {
      report.problems.set(index, problems);
      report.problemIndices.push(index);
    }
  }
}

/** The validation report of every row (in one go; the page checks in slices, see `importHsmFile`). */
export function validateHsmRows(rows: readonly HsmRow[], context: HsmCheckContext): HsmReport {
  const report = emptyReport();
  addToReport(rows, 0, rows.length, createHsmValidator(context), report);
  return report;
}
