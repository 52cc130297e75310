/**
 * The report figures of outcomes (ADR 0027): agents' first response and handling, abandonment,
 * closing reasons and the chatbot's interactions, read from the aggregates.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  reasons,
  reportBotBuckets as b,
  reportReasonBuckets as r,
  reportServiceBuckets as s,
  subReasons,
  users,
} from '../../db/schema';
import { emptyBins, perBucket, round, serviceScope, waitingFigures } from './figures';
import { daysOf, type ReportFilter } from './params';
import { dimensions, inDays, localDay, total } from './scope';

/** First response and handling time per agent holding the services (0: none holds them). */
export async function agentFigures(db: Db, f: ReportFilter) {
  const rows = await db
    .select({
      agentId: s.agentId,
      bin: s.waitBin,
      answered: total(s.answered),
      waitMs: total(s.waitMs),
      closed: total(s.closed),
      handled: total(s.handled),
      handleMs: total(s.handleMs),
    })
    .from(s)
    .where(serviceScope(f))
    .groupBy(s.agentId, s.waitBin);
  const agents = new Map<number, { bins: number[]; waitMs: number; closed: number; h: number[] }>();
  for (const row of rows) {
    const a = agents.get(row.agentId) ?? { bins: emptyBins(), waitMs: 0, closed: 0, h: [0, 0] };
    if (row.bin >= 0) a.bins[row.bin] = (a.bins[row.bin] ?? 0) + row.answered;
    a.waitMs += row.waitMs;
    a.closed += row.closed;
    a.h = [a.h[0]! + row.handled, a.h[1]! + row.handleMs];
    agents.set(row.agentId, a);
  }
  const ids = [...agents.keys()].filter((id) => id > 0);
  const names = ids.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return [...agents.entries()]
    .map(([id, a]) => {
      const wait = waitingFigures(a.bins, a.waitMs, 0);
      return {
        agent_id: id,
        agent_name: nameOf.get(id) ?? '',
        answered: wait.answered,
        first_response_avg_sec: wait.average_sec,
        first_response_median_sec: wait.median_sec,
        first_response_p90_sec: wait.p90_sec,
        closed: a.closed,
        handling_avg_sec: a.h[0] ? round(a.h[1]! / a.h[0] / 1000) : null,
      };
    })
    .sort((x, y) => x.agent_name.localeCompare(y.agent_name) || x.agent_id - y.agent_id);
}

/** The chatbot's rows of the filter (its channel; groups and agents do not apply to the bot). */
const botScope = (f: ReportFilter) =>
  and(eq(b.customerId, f.customerId), inDays(f, b.bucket), dimensions(f, b));

/** Abandonment by day: services closed unanswered, and chatbot interactions abandoned. */
export async function abandonment(db: Db, f: ReportFilter) {
  const q = perBucket(db, f);
  const services = await db
    .select({ day: localDay(f, q.bucket), started: total(q.started), gone: total(q.abandoned) })
    .from(q)
    .groupBy(sql`1`);
  const qb = db
    .select({
      bucket: b.bucket,
      started: sql`sum(${b.started})`.as('started'),
      gone: sql`sum(${b.abandoned})`.as('gone'),
    })
    .from(b)
    .where(botScope(f))
    .groupBy(b.bucket)
    .as('qb');
  const bot = await db
    .select({ day: localDay(f, qb.bucket), started: total(qb.started), gone: total(qb.gone) })
    .from(qb)
    .groupBy(sql`1`);
  const sv = new Map(services.map((row) => [row.day, row]));
  const bt = new Map(bot.map((row) => [row.day, row]));
  return daysOf(f.from, f.to).map((day) => ({
    day,
    started: sv.get(day)?.started ?? 0,
    abandoned: sv.get(day)?.gone ?? 0,
    bot_started: bt.get(day)?.started ?? 0,
    bot_abandoned: bt.get(day)?.gone ?? 0,
  }));
}

/** Closed services by closing reason and sub-reason, with their descriptions. */
export async function reasonFigures(db: Db, f: ReportFilter) {
  return db
    .select({
      reason_id: r.reasonId,
      reason_description: sql<string>`coalesce(${reasons.description}, '')`,
      sub_reason_id: r.subReasonId,
      sub_reason_description: sql<string>`coalesce(${subReasons.description}, '')`,
      closed: total(r.closed),
    })
    .from(r)
    .leftJoin(reasons, eq(reasons.id, r.reasonId))
    .leftJoin(subReasons, eq(subReasons.id, r.subReasonId))
    .where(and(eq(r.customerId, f.customerId), inDays(f, r.bucket), dimensions(f, r)))
    .groupBy(r.reasonId, reasons.description, r.subReasonId, subReasons.description)
    .having(sql`sum(${r.closed}) > 0`)
    .orderBy(sql`5 desc`, asc(r.reasonId), asc(r.subReasonId));
}

/** The chatbot's interactions per flow: started, handed off, completed, abandoned. */
export async function chatbotFigures(db: Db, f: ReportFilter) {
  return db
    .select({
      flow_name: b.flowName,
      started: total(b.started),
      handed_off: total(b.handedOff),
      completed: total(b.completed),
      abandoned: total(b.abandoned),
    })
    .from(b)
    .where(botScope(f))
    .groupBy(b.flowName)
    .having(sql`sum(${b.started}) > 0`)
    .orderBy(asc(b.flowName));
}
