// An operator as the audit trail records it, before and after a save (no secrets).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  functionalities,
  reports,
  userChannels,
  userFunctionalities,
  userReports,
  users,
} from '../../db/schema';
import { weekdaysOf, customerIdsOf } from './list';

interface OperatorSnapshot {
  user_Id: number;
  user_Login: string;
  user_Name: string;
  user_Email: string;
  user_Celphone: string;
  att_Start: string;
  att_End: string;
  start_Access: string | null;
  end_Access: string | null;
  user_Weekdays: number[];
  user_SysAdm: boolean;
  function_Id: number;
  user_Function: Array<{ functionality_Name: string; functionality_Level: number }>;
  customer: number[];
  channel: number[];
  report: Array<{ report_Id: number; customer_Id: number }>;
}

export async function snapshotOf(db: Db, userId: number): Promise<OperatorSnapshot | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const levels = await db
    .select({ name: functionalities.name, level: userFunctionalities.level })
    .from(userFunctionalities)
    .innerJoin(functionalities, eq(functionalities.id, userFunctionalities.functionalityId))
    .where(eq(userFunctionalities.userId, userId))
    .orderBy(asc(functionalities.id));
  const channelRows = await db
    .select({ id: userChannels.channelId })
    .from(userChannels)
    .where(eq(userChannels.userId, userId))
    .orderBy(asc(userChannels.channelId));
  const reportRows = await db
    .select({ id: reports.id, customerId: reports.customerId })
    .from(userReports)
    .innerJoin(reports, eq(reports.id, userReports.reportId))
    .where(eq(userReports.userId, userId))
    .orderBy(asc(reports.id));
  return {
    user_Id: user.id,
    user_Login: user.login,
    user_Name: user.name,
    user_Email: user.email,
    user_Celphone: user.celphone,
    att_Start: user.startAtt,
    att_End: user.endAtt,
    start_Access: user.startAccess,
    end_Access: user.endAccess,
    user_Weekdays: weekdaysOf(user.weekdays),
    user_SysAdm: user.sysAdm,
    function_Id: user.roleId,
    user_Function: levels.map((l) => ({
      functionality_Name: l.name,
      functionality_Level: l.level,
    })),
    customer: (await customerIdsOf(db, userId)).sort((a, b) => a - b),
    channel: channelRows.map((c) => c.id),
    report: reportRows.map((r) => ({ report_Id: r.id, customer_Id: r.customerId })),
  };
}

/** The snapshot as one customer's audit row shows it: no other customer's ids or reports. */
export function seenBy(snapshot: OperatorSnapshot | null, customerId: number) {
  if (!snapshot) return null;
  return {
    ...snapshot,
    customer: snapshot.customer.filter((c) => c === customerId),
    report: snapshot.report.filter((r) => r.customer_Id === customerId).map((r) => r.report_Id),
  };
}
