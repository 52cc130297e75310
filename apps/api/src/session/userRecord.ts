import type { Customer, Permissions, UserRecord } from '@atende/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { weekdaysOf } from '../admin/operators/list';
import type { Db } from '../db/client';
import {
  attendanceGroups,
  channels,
  customers,
  functionalities,
  reports,
  stores,
  userChannels,
  userCustomers,
  userFunctionalities,
  userGroups,
  userReports,
  users,
} from '../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * The permissions object of seed 000 section 3: customer, user_Function, report, channel.
 * `visibleCustomerIds` limits the customers (and their groups and reports) to those the reader shares.
 */
async function loadPermissions(
  db: Db,
  userId: number,
  visibleCustomerIds?: readonly number[],
): Promise<Permissions> {
  const ownCustomers = await db
    .select({ id: customers.id, name: customers.name, logo: customers.logoUrl })
    .from(customers)
    .innerJoin(userCustomers, eq(userCustomers.customerId, customers.id))
    .where(eq(userCustomers.userId, userId))
    .orderBy(asc(customers.id));
  const customerRows = visibleCustomerIds
    ? ownCustomers.filter((c) => visibleCustomerIds.includes(c.id))
    : ownCustomers;
  const customerIds = customerRows.map((c) => c.id);
  const storeRows = customerIds.length
    ? await db.select().from(stores).where(inArray(stores.customerId, customerIds))
    : [];
  const groupRows = await db
    .select({
      id: attendanceGroups.id,
      name: attendanceGroups.name,
      customerId: attendanceGroups.customerId,
    })
    .from(attendanceGroups)
    .innerJoin(userGroups, eq(userGroups.groupId, attendanceGroups.id))
    // A deactivated membership (User_Att_Group_Deactivate) is no longer one of the user's groups.
    .where(and(eq(userGroups.userId, userId), eq(userGroups.active, true)))
    .orderBy(asc(attendanceGroups.id));
  const customer: Customer[] = customerRows.map((c) => ({
    customer_Id: c.id,
    customer_Name: c.name,
    customer_Logo_URL: c.logo,
    store: storeRows
      .filter((s) => s.customerId === c.id)
      .map((s) => ({ store_Id: s.id, store_Name: s.name })),
    group_List: groupRows
      .filter((g) => g.customerId === c.id)
      .map((g) => ({ attendence_Group_Id: g.id, attendence_Group_Name: g.name })),
  }));
  const functionRows = await db
    .select({
      name: functionalities.name,
      abrev: functionalities.abrev,
      code: functionalities.code,
      level: userFunctionalities.level,
    })
    .from(userFunctionalities)
    .innerJoin(functionalities, eq(functionalities.id, userFunctionalities.functionalityId))
    .where(eq(userFunctionalities.userId, userId))
    .orderBy(asc(functionalities.id));
  const reportRows = await db
    .select()
    .from(reports)
    .innerJoin(userReports, eq(userReports.reportId, reports.id))
    .where(eq(userReports.userId, userId));
  const channelRows = await db
    .select({ id: channels.id, name: channels.name })
    .from(channels)
    .innerJoin(userChannels, eq(userChannels.channelId, channels.id))
    .where(eq(userChannels.userId, userId))
    .orderBy(asc(channels.id));
  return {
    customer,
    user_Function: functionRows.map((f) => ({
      functionality_Name: f.name,
      functionality_Level: f.level,
      functionality_abrev: f.abrev,
      functionality_code: f.code,
    })),
    report: reportRows
      .filter((r) => !visibleCustomerIds || visibleCustomerIds.includes(r.reports.customerId))
      .map((r) => ({
        report_Id: r.reports.id,
        report_Code: r.reports.code,
        report_Name: r.reports.name,
        report_Data: r.reports.data,
        report_Parameter: r.reports.parameter,
      })),
    channel: channelRows.map((c) => ({ channel_Id: c.id, channel_Name: c.name })),
  };
}

/**
 * The logged-in user record of seed 000 section 3 (never the password or its hash); another user's
 * record lists only `visibleCustomerIds` (the customers reader and user share, ADR 0007).
 */
export async function buildUserRecord(
  db: Db,
  user: UserRow,
  token?: string,
  visibleCustomerIds?: readonly number[],
): Promise<UserRecord & { token?: string }> {
  const permissions = await loadPermissions(db, user.id, visibleCustomerIds);
  return {
    ...(token ? { token } : {}),
    user_Id: user.id,
    user_Name: user.name,
    user_Login: user.login,
    user_Email: user.email,
    user_Celphone: user.celphone,
    pass_Expired: user.passExpired,
    start_Att: user.startAtt,
    end_Att: user.endAtt,
    att_Start: user.startAtt,
    att_End: user.endAtt,
    attendence_Adm: user.attendenceAdm,
    start_Access: user.startAccess,
    end_Access: user.endAccess,
    expiration_Date: user.endAccess,
    user_End: user.endAccess,
    user_SysAdm: user.sysAdm,
    user_Paused: user.paused,
    user_Weekdays: weekdaysOf(user.weekdays),
    function_Id: user.roleId,
    user_Function: permissions.user_Function,
    channel: permissions.channel,
    report: permissions.report,
    customer: permissions.customer,
  };
}
