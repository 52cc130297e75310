/**
 * The services behind a figure (issue 20 "A bar or cell opens the services behind it"): the rows
 * of the same filter, narrowed to a day, a heatmap cell, a reason or an outcome, paged. They are
 * read from the services themselves (index on customer and opening time), the aggregates' source.
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attendanceGroups,
  attendances as a,
  clients,
  reasons,
  subReasons,
  users,
} from '../../db/schema';
import { daysOf, type ReportFilter } from './params';
import { dayEnd, dayStart, dimensions, hourStart, inDays, localHour, localWeekday } from './scope';

/** What part of the filter's services a drill-down opens. */
export interface ServiceSelection {
  day?: string;
  weekday?: number;
  hour?: number;
  reasonId?: number;
  subReasonId?: number;
  outcome?: 'answered' | 'unanswered' | 'closed' | 'abandoned';
}

const OUTCOME: Record<NonNullable<ServiceSelection['outcome']>, SQL> = {
  answered: sql`${a.answeredAt} is not null`,
  unanswered: sql`${a.answeredAt} is null`,
  closed: sql`${a.status} = 'closed'`,
  abandoned: sql`${a.status} = 'closed' and ${a.answeredAt} is null`,
};

/** ISO weekday (1 Monday .. 7 Sunday) of a calendar day, the same in every zone. */
const isoWeekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * For a weekday or hour: the UTC ranges that can hold it (one per matching day of the filter, an
 * hour wider on each side for a repeated or skipped hour), so the index on the opening time reads
 * those rows only; the exact local weekday and hour are still checked per row.
 */
function cellRanges(f: ReportFilter, s: ServiceSelection): SQL | undefined {
  if (!s.weekday && s.hour === undefined) return undefined;
  const days = daysOf(f.from, f.to).filter((day) => !s.weekday || isoWeekdayOf(day) === s.weekday);
  if (!days.length) return sql`false`;
  const [from, to] = s.hour === undefined ? [0, 24] : [s.hour, s.hour + 1];
  return or(
    ...days.map(
      (day) =>
        sql`(${a.openedAt} >= ${hourStart(f, day, from)} - interval '1 hour' and ${a.openedAt} < ${hourStart(f, day, to)} + interval '1 hour')`,
    ),
  );
}

function selectionOf(f: ReportFilter, s: ServiceSelection): SQL {
  const columns = {
    groupId: sql`coalesce(${a.groupId}, 0)`,
    channelId: a.channelId,
    agentId: sql`coalesce(${a.agentId}, 0)`,
  };
  return and(
    eq(a.customerId, f.customerId),
    inDays(f, a.openedAt),
    dimensions(f, columns),
    s.day
      ? sql`${a.openedAt} >= ${dayStart(f, s.day)} and ${a.openedAt} < ${dayEnd(f, s.day)}`
      : undefined,
    cellRanges(f, s),
    s.weekday ? sql`${localWeekday(f, a.openedAt)} = ${s.weekday}` : undefined,
    s.hour !== undefined ? sql`${localHour(f, a.openedAt)} = ${s.hour}` : undefined,
    s.reasonId !== undefined
      ? sql`${a.status} = 'closed' and coalesce(${a.reasonId}, 0) = ${s.reasonId}`
      : undefined,
    s.subReasonId !== undefined ? sql`coalesce(${a.subReasonId}, 0) = ${s.subReasonId}` : undefined,
    s.outcome ? OUTCOME[s.outcome] : undefined,
  )!;
}

const seconds = (to: SQL | typeof a.answeredAt, from: typeof a.openedAt | typeof a.startedAt) =>
  sql<number | null>`round(extract(epoch from (${to} - ${from}))::numeric, 3)::float8`;

/** A page of the services of a selection, oldest first, and how many there are. */
export async function servicesPage(
  db: Db,
  f: ReportFilter,
  selection: ServiceSelection,
  page: { number: number; size: number },
) {
  const rows = await db
    .select({
      attendence_Id: a.id,
      client_Identify: clients.identify,
      client_Name: clients.name,
      group_Name: sql<string>`coalesce(${attendanceGroups.name}, '')`,
      channel_Id: a.channelId,
      agent_Name: sql<string>`coalesce(${users.name}, '')`,
      opened: a.openedAt,
      answered: a.answeredAt,
      ended: a.endedAt,
      wait_sec: seconds(a.answeredAt, a.openedAt),
      handling_sec: sql<
        number | null
      >`case when ${a.status} = 'closed' then ${seconds(sql`${a.endedAt}`, a.startedAt)} end`,
      reason_description: sql<string>`coalesce(${reasons.description}, '')`,
      sub_reason_description: sql<string>`coalesce(${subReasons.description}, '')`,
      total: sql`count(*) over ()`.mapWith(Number),
    })
    .from(a)
    .innerJoin(clients, eq(clients.id, a.clientId))
    .leftJoin(attendanceGroups, eq(attendanceGroups.id, a.groupId))
    .leftJoin(users, eq(users.id, a.agentId))
    .leftJoin(reasons, eq(reasons.id, a.reasonId))
    .leftJoin(subReasons, eq(subReasons.id, a.subReasonId))
    .where(selectionOf(f, selection))
    .orderBy(asc(a.openedAt), asc(a.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const total = rows[0]?.total ?? (page.number > 1 ? await countOf(db, f, selection) : 0);
  return {
    total,
    rows: rows.map(({ total: _total, opened, answered, ended, ...row }) => ({
      ...row,
      opened: opened.toISOString(),
      answered: answered?.toISOString() ?? null,
      ended: ended?.toISOString() ?? null,
    })),
  };
}

async function countOf(db: Db, f: ReportFilter, selection: ServiceSelection): Promise<number> {
  const [row] = await db
    .select({ n: sql`count(*)`.mapWith(Number) })
    .from(a)
    .where(selectionOf(f, selection));
  return row?.n ?? 0;
}
