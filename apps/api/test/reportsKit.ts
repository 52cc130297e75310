// The "figures agree" kit (issue 20 "Tests"; docs/adr/0027): raw services and chatbot
// interactions of a customer in Europe/Madrid over the October 2026 DST change, and every report's
// numbers computed from those rows here, in the test, with Intl (not with the server's SQL).
import * as t from '../src/db/schema';
import type { TestServer } from './harness';

/** The customer's zone and the range: the week before and the week of the DST end (25 October). */
export const ZONE = 'Europe/Madrid';
export const FROM = '2026-10-19';
export const TO = '2026-11-01';
/** Business hours: Monday to Friday 09:00–18:00, Saturday 10:00–13:30. */
export const HOURS = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1080 })),
  { weekday: 6, startMinute: 600, endMinute: 810 },
];

/** A raw service as inserted. */
export interface RawService {
  id: number;
  groupId: number;
  channelId: number;
  agentId: number | null;
  status: 'waiting' | 'active' | 'closed';
  openedAt: Date;
  answeredAt: Date | null;
  startedAt: Date | null;
  endedAt: Date | null;
  reasonId: number | null;
  subReasonId: number | null;
}

/** A raw chatbot interaction as inserted. */
export interface RawInteraction {
  channelId: number;
  flowName: string;
  status: 'open' | 'closed' | 'abandoned';
  endedReason: string | null;
  startedAt: Date;
}

/** A small deterministic generator (the same rows on every run). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

const LOCAL = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

/** The customer's wall clock of a UTC time: day, ISO weekday, hour and minutes. */
export function local(date: Date) {
  const parts = Object.fromEntries(LOCAL.formatToParts(date).map((p) => [p.type, p.value]));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** True when the time falls inside the customer's business hours. */
export function inside(date: Date): boolean {
  const l = local(date);
  const minute = l.hour * 60 + l.minute;
  return HOURS.some(
    (h) => h.weekday === l.weekday && minute >= h.startMinute && minute < h.endMinute,
  );
}

/** Ids the seeded rows use. */
export interface Dims {
  customerId: number;
  clientIds: number[];
  groups: number[];
  agents: number[];
  reasons: { reasonId: number; subReasonIds: number[] }[];
}

/**
 * Inserts ~400 services between 17 October and 3 November (so some fall outside the range), a few
 * on the 25-hour day at 02:30 of both offsets, and ~120 interactions; answers the raw rows.
 */
export async function seedRawRows(server: TestServer, dims: Dims) {
  const db = server.database.db;
  const r = random(20261025);
  const start = Date.parse('2026-10-17T00:00:00Z');
  const span = Date.parse('2026-11-03T00:00:00Z') - start;
  const rows: Omit<RawService, 'id'>[] = [];
  const waits = [0, 4_999, 5_000, 29_999, 30_000, 59_000, 61_000, 300_000, 4_000_000, 90_000_000];
  // Both 02:30s of the 25-hour day (CEST then CET), and the last minute of 1 November locally.
  const fixed = ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-11-01T22:59:00Z'];
  for (let i = 0; i < 400; i++) {
    const openedAt = new Date(
      i < fixed.length ? Date.parse(fixed[i]!) : start + Math.floor((r() * span) / 1000) * 1000,
    );
    const roll = r();
    const answered = roll > 0.12;
    const status =
      roll < 0.06 ? 'waiting' : roll < 0.12 ? 'closed' : roll < 0.3 ? 'active' : 'closed';
    const wait = i < waits.length ? waits[i]! : Math.floor(r() * 900_000);
    const answeredAt = answered ? new Date(openedAt.getTime() + wait) : null;
    const startedAt = answered ? new Date(answeredAt!.getTime() + (r() < 0.2 ? 60_000 : 0)) : null;
    const closed = status === 'closed';
    const reason = closed && r() < 0.8 ? pick(r, dims.reasons) : null;
    rows.push({
      groupId: pick(r, dims.groups),
      channelId: pick(r, [1, 2]),
      agentId: answered ? pick(r, dims.agents) : null,
      status,
      openedAt,
      answeredAt,
      startedAt,
      endedAt: closed
        ? new Date((startedAt ?? openedAt).getTime() + Math.floor(r() * 3_600_000))
        : null,
      reasonId: reason?.reasonId ?? null,
      subReasonId: reason && r() < 0.7 ? pick(r, reason.subReasonIds) : null,
    });
  }
  const services: RawService[] = [];
  // One open service per client: each row has a client of its own.
  for (const [i, row] of rows.entries()) {
    const [inserted] = await db
      .insert(t.attendances)
      .values({
        ...row,
        customerId: dims.customerId,
        clientId: dims.clientIds[i]!,
        startQueue: row.openedAt,
      })
      .returning({ id: t.attendances.id });
    services.push({ ...row, id: inserted!.id });
  }
  const interactions: RawInteraction[] = [];
  for (let i = 0; i < 120; i++) {
    const ending = pick(r, ['open', 'handed_off', 'final', 'expired'] as const);
    interactions.push({
      channelId: pick(r, [1, 2]),
      flowName: pick(r, ['Welcome', 'Billing']),
      status: ending === 'open' ? 'open' : ending === 'expired' ? 'abandoned' : 'closed',
      endedReason: ending === 'open' ? null : ending,
      startedAt: new Date(start + Math.floor(r() * span)),
    });
  }
  await db.insert(t.interactions).values(
    interactions.map((row, i) => ({
      ...row,
      customerId: dims.customerId,
      clientId: dims.clientIds[400 + i]!,
    })),
  );
  return { services, interactions };
}
