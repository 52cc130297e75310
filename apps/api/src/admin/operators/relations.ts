// The operator save's relations (seed 001 §3, §4): customers, levels, channels and reports, each
// replaced only within the saver's customers.
import { canManageReports } from '@atende/permissions';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attendanceGroups,
  customerChannels,
  reports,
  userChannels,
  userCustomers,
  userFunctionalities,
  userGroups,
  userReports,
} from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { checkInput } from './input';
import { customerIdsOf } from './list';
import type { OperatorSaver } from './checks';

/** What the relations of one save are written from. */
export interface RelationsInput {
  input: ReturnType<typeof checkInput>;
  userId: number;
  creating: boolean;
  /** The saver's customers: relations of other customers stay as they are. */
  scope: readonly number[];
  functionRows: Array<{ functionalityId: number; level: number }> | undefined;
  saver: OperatorSaver;
}

/** The channels the given customers use. */
export async function channelsOf(tx: Db, customerIds: readonly number[]): Promise<number[]> {
  if (!customerIds.length) return [];
  const rows = await tx
    .select({ id: customerChannels.channelId })
    .from(customerChannels)
    .where(inArray(customerChannels.customerId, [...customerIds]));
  return rows.map((c) => c.id);
}

/** Joins and leaves customers (leaving one deactivates the memberships there). */
async function replaceCustomers(tx: Db, r: RelationsInput, finalCustomers: readonly number[]) {
  const { userId, scope } = r;
  const current = r.creating ? [] : await customerIdsOf(tx, userId);
  const leaving = current.filter((c) => scope.includes(c) && !finalCustomers.includes(c));
  const joining = finalCustomers.filter((c) => !current.includes(c));
  if (leaving.length) {
    await tx
      .delete(userCustomers)
      .where(and(eq(userCustomers.userId, userId), inArray(userCustomers.customerId, leaving)));
    // Memberships in a customer the operator left could never be deactivated by the console.
    const leftGroups = tx
      .select({ id: attendanceGroups.id })
      .from(attendanceGroups)
      .where(inArray(attendanceGroups.customerId, leaving));
    await tx
      .update(userGroups)
      .set({ active: false })
      .where(and(eq(userGroups.userId, userId), inArray(userGroups.groupId, leftGroups)));
  }
  if (joining.length) {
    await tx.insert(userCustomers).values(joining.map((customerId) => ({ userId, customerId })));
  }
}

/** Channels the caller's customers use are replaced; others (another customer's) stay. */
async function replaceChannels(tx: Db, r: RelationsInput, channelIds: readonly number[]) {
  const { userId } = r;
  const scopeChannels = [...new Set(await channelsOf(tx, r.scope))];
  if (scopeChannels.length) {
    await tx
      .delete(userChannels)
      .where(and(eq(userChannels.userId, userId), inArray(userChannels.channelId, scopeChannels)));
  }
  const keep = await tx
    .select({ id: userChannels.channelId })
    .from(userChannels)
    .where(eq(userChannels.userId, userId));
  const add = channelIds.filter((id) => !keep.some((k) => k.id === id));
  if (add.length) {
    await tx.insert(userChannels).values(add.map((channelId) => ({ userId, channelId })));
  }
}

type ReportEntry = NonNullable<RelationsInput['input']['reports']>[number];

/** The operator's reports among its customers' (by id, else by code), replaced within the scope. */
async function replaceReports(tx: Db, r: RelationsInput, entries: readonly ReportEntry[]) {
  const { userId, scope } = r;
  const operatorCustomers = r.input.customerIds ?? (await customerIdsOf(tx, userId));
  const reportIds = new Set<number>();
  const candidates = operatorCustomers.length
    ? await tx.select().from(reports).where(inArray(reports.customerId, operatorCustomers))
    : [];
  for (const entry of entries) {
    const found = entry.report_Id
      ? candidates.filter((c) => c.id === entry.report_Id)
      : candidates.filter((c) => entry.report_Code && c.code === entry.report_Code.trim());
    if (!found.length) {
      throw badRequest('report', "A report is not one of the operator's customers'.");
    }
    for (const c of found) reportIds.add(c.id);
  }
  const scopeReports = scope.length
    ? tx
        .select({ id: reports.id })
        .from(reports)
        .where(inArray(reports.customerId, [...scope]))
    : null;
  if (scopeReports) {
    await tx
      .delete(userReports)
      .where(and(eq(userReports.userId, userId), inArray(userReports.reportId, scopeReports)));
  }
  if (reportIds.size) {
    await tx
      .insert(userReports)
      .values([...reportIds].map((reportId) => ({ userId, reportId })))
      .onConflictDoNothing();
  }
}

/** Writes the relations the save names, in order: customers, levels, channels, reports. */
export async function replaceRelations(tx: Db, r: RelationsInput): Promise<void> {
  const { input, userId, functionRows } = r;
  if (input.customerIds) await replaceCustomers(tx, r, input.customerIds);
  if (functionRows) {
    await tx.delete(userFunctionalities).where(eq(userFunctionalities.userId, userId));
    if (functionRows.length) {
      await tx.insert(userFunctionalities).values(
        functionRows.map((f) => ({
          userId,
          functionalityId: f.functionalityId,
          level: f.level,
        })),
      );
    }
  }
  if (input.channelIds) await replaceChannels(tx, r, input.channelIds);
  // Seed 001 §6: report assignment only when the current user's function_Id is 1.
  if (input.reports !== undefined && canManageReports(r.saver.roleId)) {
    await replaceReports(tx, r, input.reports);
  }
}
