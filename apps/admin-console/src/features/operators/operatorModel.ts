// The operator form's values and the rules that turn them into the save body (seed 001 §3 "Operator/user",
// §4 "Operator form", §5; seed 000 §5 and §9). Pure functions: the pages and the tests use them.
import type { OperatorSaveInput } from '@atende/api-client';
import type { Channel, OperatorSaveBody, Report, SessionUser, UserRecord } from '@atende/contract';
import {
  FUNCTIONALITIES,
  levelOf,
  levelsToSend,
  ROLE_EDITOR_LEVELS,
  validateGrantedLevels,
  type Entries,
} from '@atende/permissions';
import dayjs, { type Dayjs } from 'dayjs';

/** Seed 001 §9: "Default weekdays when an existing operator loads are Monday to Friday" (1 Monday ... 7 Sunday). */
const DEFAULT_WEEKDAYS: readonly number[] = Object.freeze([1, 2, 3, 4, 5]);
/** Every weekday, Monday (1) to Sunday (7). */
export const WEEKDAYS: readonly number[] = Object.freeze([1, 2, 3, 4, 5, 6, 7]);

/** Default shift of a new operator (24 h times). */
const DEFAULT_SHIFT = { start: '08:00:00', end: '18:00:00' };

/** A date or time as a ProForm field holds it (a dayjs while editing, text after ProForm's formatter). */
export type PickerValue = Dayjs | string | null | undefined;

/** The operator form's values. */
export interface OperatorFormValues {
  login: string;
  name: string;
  email?: string;
  cellphone?: string;
  /** Plain text while typed; encoded only in the body (seed 000 §9). */
  password?: string;
  /** Access start and end dates (seed 001 §9: default today to today). */
  access?: [PickerValue, PickerValue];
  weekdays: number[];
  startTime: PickerValue;
  endTime: PickerValue;
  roleId: number;
  sysAdm?: boolean;
  customerIds: number[];
  /** Attendance group ids in the current customer. */
  groups?: number[];
  channels?: number[];
  /** Report keys (`reportKey`). */
  reports?: string[];
  /** Level 0..3 by functionality name (seed 001 §3 `user_Function`). */
  levels?: Record<string, number>;
}

// ---------------------------------------------------------------------------------------------
// Dates and times

/** A date as the body carries it (`YYYY-MM-DD`), or null when empty. */
function toDateText(value: PickerValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
    if (match) return match[1]!;
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** A time of day as the body carries it (`HH:mm:ss`, 24 h), or null when empty. */
function toTimeText(value: PickerValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
    if (match) return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
    return null;
  }
  return value.isValid() ? value.format('HH:mm:ss') : null;
}

/** A server time (`HH:mm:ss` or `HH:mm`) as a dayjs of today, for the time picker. */
function timeOf(text: string | null | undefined, fallback: string): Dayjs {
  const normal = toTimeText(text ?? '') ?? fallback;
  return dayjs(`${dayjs().format('YYYY-MM-DD')}T${normal}`);
}

/** A server date (`YYYY-MM-DD`, possibly with a time) as a dayjs, or today. */
function dateOf(text: string | null | undefined): Dayjs {
  const date = toDateText(text ?? null);
  return date ? dayjs(date) : dayjs().startOf('day');
}

// ---------------------------------------------------------------------------------------------
// Levels

/**
 * The functionality names the levels grid shows: the eleven of the specifications, then any other
 * the operator already holds (so a save keeps it).
 */
export function levelRows(existing: Entries = []): string[] {
  const names: string[] = [...FUNCTIONALITIES];
  for (const entry of existing ?? []) {
    const name = entry?.functionality_Name;
    if (typeof name === 'string' && !names.some((n) => n.toLowerCase() === name.toLowerCase()))
      names.push(name);
  }
  return names;
}

/** The levels as `user_Function` entries, without level 0 (seed 001 §5 "Level 0 entries are not sent"). */
function functionEntries(
  levels: Record<string, number> | undefined,
): Array<{ functionality_Name: string; functionality_Level: number }> {
  return levelsToSend(
    Object.entries(levels ?? {}).map(([functionality_Name, functionality_Level]) => ({
      functionality_Name,
      functionality_Level: Number(functionality_Level) || 0,
    })),
  );
}

/**
 * The functionality names whose level is above the creator's own (seed 000 §5 "A user's level must
 * be equal to or smaller than the creator's level"), or outside 0..3 (seed 001 §5).
 */
export function levelsAboveOwn(
  creatorEntries: Entries,
  levels: Record<string, number> | undefined,
): string[] {
  return validateGrantedLevels(creatorEntries, functionEntries(levels), {
    maxLevel: ROLE_EDITOR_LEVELS.max,
  });
}

/** The creator's own level on each functionality (the ceiling of the grid's choices). */
export function ceilingOf(creatorEntries: Entries, name: string): number {
  return Math.min(levelOf(creatorEntries, name), ROLE_EDITOR_LEVELS.max);
}

// ---------------------------------------------------------------------------------------------
// Reports

/** A stable key of a report (`report_Id`, else its code). */
export function reportKey(
  report: Pick<Report, 'report_Id' | 'report_Code' | 'report_Name'>,
): string {
  if (report.report_Id !== undefined && report.report_Id !== null) return `id:${report.report_Id}`;
  return `code:${report.report_Code ?? report.report_Name}`;
}

/** The body entry of a report key: by `report_Id`, or by `report_Code` (OperatorReportInputSchema). */
function reportEntry(
  key: string,
  known: readonly Report[],
): NonNullable<OperatorSaveBody['report']>[number] {
  const report = known.find((r) => reportKey(r) === key);
  if (key.startsWith('id:'))
    return { report_Id: Number(key.slice(3)), report_Name: report?.report_Name };
  return { report_Code: report?.report_Code ?? key.slice(5), report_Name: report?.report_Name };
}

// ---------------------------------------------------------------------------------------------
// Initial values

/** What the form starts from besides the operator: the current user and customer. */
export interface FormContext {
  currentCustomerId: number;
  /** The current user's role: a new operator's default (seed 001 §6). */
  currentRoleId: number | undefined;
}

/** The operator's groups in the current customer (seed 001 §3 "details have group_List"). */
export function groupsOfRecord(record: UserRecord, customerId: number): number[] {
  const customer = record.customer.find((c) => c.customer_Id === customerId);
  return (customer?.group_List ?? []).map((g) => g.attendence_Group_Id);
}

/** A new operator's values: access today to today (seed 001 §9), the current user's role and customer. */
export function newOperatorValues(context: FormContext): Partial<OperatorFormValues> {
  const today = dayjs().startOf('day');
  return {
    access: [today, today],
    weekdays: [...DEFAULT_WEEKDAYS],
    startTime: timeOf(DEFAULT_SHIFT.start, DEFAULT_SHIFT.start),
    endTime: timeOf(DEFAULT_SHIFT.end, DEFAULT_SHIFT.end),
    roleId: context.currentRoleId,
    sysAdm: false,
    customerIds: [context.currentCustomerId],
    groups: [],
    channels: [],
    reports: [],
    levels: {},
  };
}

/** An existing operator's values (weekdays default to Monday to Friday when it has none, seed 001 §9). */
export function recordValues(
  record: UserRecord,
  context: FormContext,
): Partial<OperatorFormValues> {
  const levels: Record<string, number> = {};
  for (const entry of record.user_Function ?? [])
    levels[entry.functionality_Name] = Number(entry.functionality_Level) || 0;
  return {
    login: record.user_Login,
    name: record.user_Name,
    email: record.user_Email ?? '',
    cellphone: record.user_Celphone ?? '',
    password: '',
    access: [dateOf(record.start_Access), dateOf(record.end_Access ?? record.expiration_Date)],
    weekdays: record.user_Weekdays?.length ? [...record.user_Weekdays] : [...DEFAULT_WEEKDAYS],
    startTime: timeOf(record.att_Start || record.start_Att, DEFAULT_SHIFT.start),
    endTime: timeOf(record.att_End || record.end_Att, DEFAULT_SHIFT.end),
    roleId: record.function_Id,
    sysAdm: record.user_SysAdm,
    customerIds: record.customer.length
      ? record.customer.map((c) => c.customer_Id)
      : [context.currentCustomerId],
    groups: groupsOfRecord(record, context.currentCustomerId),
    channels: (record.channel ?? []).map((c) => c.channel_Id),
    reports: (record.report ?? []).map(reportKey),
    levels,
  };
}

// ---------------------------------------------------------------------------------------------
// The body

/** What the body needs besides the values. */
export interface BodyContext {
  /** 0 for a new operator (seed 001 §3 "user_Id (0 for new)"). */
  userId: number;
  /** The current user's customers (names for the body's `customer` list). */
  customers: SessionUser['customer'];
  channels: readonly Channel[];
  /** The reports known to the form (the customer's and the operator's). */
  reports: readonly Report[];
  /** Seed 001 §6: report assignment only when the current user's function_Id is 1. */
  sendReports: boolean;
  /** The operator's reports as loaded (none for a new operator): sent unchanged without `sendReports`. */
  loadedReports: readonly Report[];
}

/**
 * What `saveOperator` sends as the body of `PUT User_Data_Perm` (seed 001 §3 "Operator/user"); the
 * password goes in clear to `saveOperator`, which encodes it (seed 000 §9).
 */
export function buildOperatorInput(
  values: OperatorFormValues,
  context: BodyContext,
): OperatorSaveInput {
  const start = toDateText(values.access?.[0]);
  const end = toDateText(values.access?.[1]);
  const password = values.password ?? '';
  const body: OperatorSaveInput = {
    user_Id: context.userId,
    user_Login: values.login.trim(),
    user_Name: values.name.trim(),
    user_Email: (values.email ?? '').trim(),
    user_Celphone: (values.cellphone ?? '').trim(),
    att_Start: toTimeText(values.startTime) ?? DEFAULT_SHIFT.start,
    att_End: toTimeText(values.endTime) ?? DEFAULT_SHIFT.end,
    start_Access: start,
    end_Access: end,
    // Seed 001 §3: "expiration_Date (same as the end date)".
    expiration_Date: end,
    user_SysAdm: Boolean(values.sysAdm),
    function_Id: values.roleId,
    // Seed 001 §3: "user_Function (...; only levels other than 0)".
    user_Function: functionEntries(values.levels),
    customer: values.customerIds.map((id) => ({
      customer_Id: id,
      customer_Name: context.customers.find((c) => c.customer_Id === id)?.customer_Name,
    })),
    channel: (values.channels ?? []).map((id) => ({
      channel_Id: id,
      channel_Name: context.channels.find((c) => c.channel_Id === id)?.channel_Name,
    })),
    user_Weekdays: [...values.weekdays].sort((a, b) => a - b),
  };
  // Seed 000 §9: the password travels encoded (saveOperator encodes it); required on create (a form
  // rule), on edit sent only when typed.
  if (password) body.password = password;
  // Seed 001 §3 lists `report` among the body's fields: always sent, so that a provider replacing the
  // record keeps the operator's reports. Only a user who may assign reports (seed 001 §6) changes them;
  // anyone else sends the loaded list unchanged.
  body.report = context.sendReports
    ? (values.reports ?? []).map((key) => reportEntry(key, context.reports))
    : context.loadedReports.map((report) => ({ ...report }));
  return body;
}

/**
 * Seed 001 §4: "After save, the groups are compared with those originally loaded: removed groups are
 * deactivated, added ones activated."
 */
export function groupChanges(
  original: readonly number[],
  chosen: readonly number[],
): { removed: number[]; added: number[] } {
  return {
    removed: original.filter((id) => !chosen.includes(id)),
    added: chosen.filter((id) => !original.includes(id)),
  };
}
