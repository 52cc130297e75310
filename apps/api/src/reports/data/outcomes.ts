/**
 * The report figures of outcomes (ADR 0027): agents' first response and handling, abandonment,
 * closing reasons and the chatbot's interactions, read from the aggregates.
 */
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  reasons,
  reportBotDays as b,
  reportReasonDays as r,
  reportServiceDays as d,
  subReasons,
  users,
} from '../../db/schema';
import { binSums, binsOf, dayScope, round, waitingFigures } from './figures';
import { daysOf, type ReportFilter } from './params';
import { dimensions, total } from './scope';

/** First response and handling time per agent holding the services (0: none holds them). */
export async function agentFigures(db: Db, f: ReportFilter) {
  const rows = await db
    .select({
      agentId: d.agentId,
      waitMs: total(d.waitMs),
      closed: total(d.closed),
      handled: total(d.handled),
      handleMs: total(d.handleMs),
      ...binSums(),
    })
    .from(d)
    .where(dayScope(f))
    .groupBy(d.agentId);
  const ids = rows.map((row) => row.agentId).filter((id) => id > 0);
  const names = ids.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows
    .map((row) => {
      const wait = waitingFigures(binsOf(row), row.waitMs, 0);
      return {
        agent_id: row.agentId,
        agent_name: nameOf.get(row.agentId) ?? '',
        answered: wait.answered,
        first_response_avg_sec: wait.average_sec,
        first_response_median_sec: wait.median_sec,
        first_response_p90_sec: wait.p90_sec,
        closed: row.closed,
        handling_avg_sec: row.handled ? round(row.handleMs / row.handled / 1000) : null,
      };
    })
    .sort((x, y) => x.agent_name.localeCompare(y.agent_name) || x.agent_id - y.agent_id);
}

/** The chatbot's day rows of the filter (its channel; groups and agents do not apply to the bot). */
const botScope = (f: ReportFilter) =>
  and(eq(b.customerId, f.customerId), between(b.day, f.from, f.to), dimensions(f, b));

/** Abandonment by day: services closed unanswered, and chatbot interactions abandoned. */
export async function abandonment(db: Db, f: ReportFilter) {
  const services = await db
    .select({ day: d.day, started: total(d.started), gone: total(d.abandoned) })
    .from(d)
    .where(dayScope(f))
    .groupBy(d.day);
  const bot = await db
    .select({ day: b.day, started: total(b.started), gone: total(b.abandoned) })
    .from(b)
    .where(botScope(f))
    .groupBy(b.day);
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
    .where(and(eq(r.customerId, f.customerId), between(r.day, f.from, f.to), dimensions(f, r)))
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
