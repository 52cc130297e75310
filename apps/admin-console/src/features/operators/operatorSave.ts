// The operator form's values turned into the save (seed 001 §3 "Operator/user", §4; seed 000 §9).
// Pure functions: the page and the tests use them.
import type { OperatorSaveInput } from '@atende/api-client';
import type { Channel, Report, SessionUser } from '@atende/contract';
import { DEFAULT_SHIFT, toDateText, toTimeText } from './operatorDates';
import type { OperatorFormValues } from './operatorFormValues';
import { functionEntries } from './operatorLevels';
import { reportEntry } from './operatorReports';

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
