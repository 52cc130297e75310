// The operator form's values and where they start (seed 001 §4 "Operator form", §9 defaults).
import type { UserRecord } from '@atende/contract';
import dayjs from 'dayjs';
import { dateOf, DEFAULT_SHIFT, DEFAULT_WEEKDAYS, timeOf, type PickerValue } from './operatorDates';
import { reportKey } from './operatorReports';

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
