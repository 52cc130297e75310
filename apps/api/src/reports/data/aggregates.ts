/**
 * The report aggregates as a function of the current rows (docs/adr/0027): what one service or one
 * chatbot interaction adds to its 15-minute bucket. A write that changes a row applies the change of
 * its contribution (after minus before) in its own transaction, so the aggregates always equal the
 * sum over the rows, and `rebuild.ts` recomputes the same sums from the rows in SQL.
 */
import { waitBinOf } from '@atende/contract';
import type { Db } from '../../db/client';
import { calendarForWrite } from './calendar';
import { addBotChange, addReasonChange, addServiceChange, mergeByKey } from './changes';

/** A transaction or the database: what the aggregate writes run on. */
export type Runner = Pick<Db, 'insert' | 'select' | 'execute'>;

/** The 15-minute UTC bucket a time falls in. */
const BUCKET_MS = 15 * 60_000;
/** The start of the 15-minute UTC bucket of `date`. */
const bucketOf = (date: Date) => new Date(Math.floor(date.getTime() / BUCKET_MS) * BUCKET_MS);

/** The service columns a contribution reads. */
export interface ServiceFacts {
  customerId: number;
  openedAt: Date;
  groupId: number | null;
  channelId: number;
  agentId: number | null;
  status: 'waiting' | 'active' | 'closed';
  answeredAt: Date | null;
  startedAt: Date | null;
  endedAt: Date | null;
  reasonId: number | null;
  subReasonId: number | null;
}

/** The interaction columns a contribution reads. */
export interface InteractionFacts {
  customerId: number;
  startedAt: Date;
  channelId: number;
  flowName: string;
  status: 'open' | 'closed' | 'abandoned';
  endedReason: string | null;
}

type ServiceCounters = Record<
  'started' | 'answered' | 'waitMs' | 'closed' | 'handled' | 'handleMs' | 'abandoned',
  number
>;

function serviceParts(s: ServiceFacts, sign: number) {
  const key = {
    customerId: s.customerId,
    bucket: bucketOf(s.openedAt),
    groupId: s.groupId ?? 0,
    channelId: s.channelId,
    agentId: s.agentId ?? 0,
  };
  const waitMs = s.answeredAt ? Math.max(0, s.answeredAt.getTime() - s.openedAt.getTime()) : 0;
  const closed = s.status === 'closed';
  const handled = closed && s.startedAt !== null && s.endedAt !== null;
  const counters: ServiceCounters = {
    started: sign,
    answered: s.answeredAt ? sign : 0,
    waitMs: sign * waitMs,
    closed: closed ? sign : 0,
    handled: handled ? sign : 0,
    handleMs: handled ? sign * Math.max(0, s.endedAt!.getTime() - s.startedAt!.getTime()) : 0,
    abandoned: closed && !s.answeredAt ? sign : 0,
  };
  const service = { ...key, waitBin: s.answeredAt ? waitBinOf(waitMs) : -1, ...counters };
  const reason = closed
    ? { ...key, reasonId: s.reasonId ?? 0, subReasonId: s.subReasonId ?? 0, closed: sign }
    : null;
  return { service, reason };
}

function botPart(i: InteractionFacts, sign: number) {
  const handedOff = i.endedReason === 'handed_off';
  return {
    customerId: i.customerId,
    bucket: bucketOf(i.startedAt),
    channelId: i.channelId,
    flowName: i.flowName,
    started: sign,
    handedOff: handedOff ? sign : 0,
    completed: i.status === 'closed' && !handedOff ? sign : 0,
    abandoned: i.status === 'abandoned' ? sign : 0,
  };
}

/** Applies a service's change: its contribution `after` minus `before` (either may be absent). */
export async function applyServiceChange(
  run: Runner,
  before: ServiceFacts | null,
  after: ServiceFacts | null,
): Promise<void> {
  const parts = [
    ...(before ? [serviceParts(before, -1)] : []),
    ...(after ? [serviceParts(after, 1)] : []),
  ];
  if (parts.length === 2 && same(parts[0]!, parts[1]!)) return;
  const customerId = (before ?? after)!.customerId;
  // The calendar's lock before any aggregate row's: a settings rebuild never waits on a write
  // that itself waits for the lock.
  const calendar = await calendarForWrite(run, customerId);
  // Two parts on one key (the same bucket and dimensions) are summed first: one row per key.
  const services = mergeByKey(
    parts.map((p) => p.service),
    ['customerId', 'bucket', 'groupId', 'channelId', 'agentId', 'waitBin'],
  );
  const reasons = mergeByKey(
    parts.flatMap((p) => (p.reason ? [p.reason] : [])),
    ['customerId', 'bucket', 'groupId', 'channelId', 'agentId', 'reasonId', 'subReasonId'],
  );
  await addServiceChange(run, calendar, services);
  await addReasonChange(run, calendar, reasons);
}

/** Applies an interaction's change: its contribution `after` minus `before`. */
export async function applyInteractionChange(
  run: Runner,
  before: InteractionFacts | null,
  after: InteractionFacts | null,
): Promise<void> {
  const rows = [...(before ? [botPart(before, -1)] : []), ...(after ? [botPart(after, 1)] : [])];
  if (!rows.length) return;
  const calendar = await calendarForWrite(run, rows[0]!.customerId);
  await addBotChange(
    run,
    calendar,
    mergeByKey(rows, ['customerId', 'bucket', 'channelId', 'flowName']),
  );
}

/** True when a before and an after part differ only by their sign (no change to apply). */
function same(a: ReturnType<typeof serviceParts>, b: ReturnType<typeof serviceParts>): boolean {
  const flip = (p: ReturnType<typeof serviceParts>) =>
    JSON.stringify(p, (_, v: unknown) => (typeof v === 'number' ? Math.abs(v) : v));
  return flip(a) === flip(b);
}
