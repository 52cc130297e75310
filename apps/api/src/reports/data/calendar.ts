/**
 * The customer's calendar for the day roll-ups (docs/adr/0027): the zone they are built in and the
 * business hours, read by a write under a shared lock, and their rebuild under the exclusive one.
 * A settings change rebuilds them in its own transaction, so a write never adds a delta placed by
 * the old calendar to rows of the new one (nor the reverse).
 */
import { type BusinessHoursRange, isTimeZone } from '@atende/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Runner } from './aggregates';
import { addCustomerDays } from './days';
import type { ReportCalendar } from './scope';

/** The advisory lock class of a customer's report calendar (the key's other half: its id). */
const CALENDAR_LOCK = 20_027;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

async function hoursOf(run: Runner, customerId: number): Promise<BusinessHoursRange[]> {
  const res = await run.execute(sql`select weekday, start_minute, end_minute
    from customer_business_hours where customer_id = ${customerId}`);
  return rowsOf<Record<string, number>>(res).map((h) => ({
    weekday: Number(h.weekday),
    startMinute: Number(h.start_minute),
    endMinute: Number(h.end_minute),
  }));
}

/**
 * For a write that changes the aggregates: holds the customer's calendar in shared mode until the
 * transaction ends and answers it (null: the day roll-ups are not built yet, nothing to keep).
 */
export async function calendarForWrite(
  run: Runner,
  customerId: number,
): Promise<ReportCalendar | null> {
  // The lock first, in a statement of its own: the next statement's snapshot then sees a
  // concurrent rebuild's result, never the calendar from before it.
  await run.execute(sql`select pg_advisory_xact_lock_shared(${CALENDAR_LOCK}, ${customerId})`);
  const [row] = rowsOf<{ zone: string | null; hours: [number, number, number][] | string }>(
    await run.execute(sql`select c.report_zone as zone, coalesce((select json_agg(json_build_array(
        h.weekday, h.start_minute, h.end_minute)) from customer_business_hours h
        where h.customer_id = c.id), '[]') as hours
      from customers c where c.id = ${customerId}`),
  );
  if (!row?.zone) return null;
  const hours = typeof row.hours === 'string' ? JSON.parse(row.hours) : row.hours;
  return {
    timeZone: row.zone,
    hours: (hours as [number, number, number][]).map(([weekday, startMinute, endMinute]) => ({
      weekday: Number(weekday),
      startMinute: Number(startMinute),
      endMinute: Number(endMinute),
    })),
  };
}

/**
 * Recomputes the customer's day roll-ups from its 15-minute aggregates in `zone` and its current
 * business hours, and records the zone. Run it in a transaction: writes of the customer wait.
 */
export async function rebuildReportDays(
  run: Runner,
  customerId: number,
  zone: string,
): Promise<void> {
  await lockForRebuild(run, customerId);
  for (const table of ['report_service_days', 'report_reason_days', 'report_bot_days'])
    await run.execute(sql`delete from ${sql.identifier(table)} where customer_id = ${customerId}`);
  const cal = { timeZone: zone, hours: await hoursOf(run, customerId) };
  await addCustomerDays(run, cal, customerId);
  await run.execute(sql`update customers set report_zone = ${zone} where id = ${customerId}`);
}

/** The zone the customer's day roll-ups were built in (null: not yet; undefined: no customer). */
export async function builtZoneOf(
  run: Runner,
  customerId: number,
): Promise<string | null | undefined> {
  const [row] = rowsOf<{ zone: string | null }>(
    await run.execute(sql`select report_zone as zone from customers where id = ${customerId}`),
  );
  return row ? row.zone : undefined;
}

const lockForRebuild = (run: Runner, customerId: number) =>
  run.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK}, ${customerId})`);

/**
 * Makes sure the customer's day roll-ups are built in `zone` (its effective zone): rebuilds them
 * when they were built in another zone or not yet (a customer added by a bulk load, a changed
 * deployment default). Answers whether it rebuilt.
 */
export async function ensureReportDays(db: Db, customerId: number, zone: string): Promise<boolean> {
  const seen = await builtZoneOf(db, customerId);
  if (seen === undefined || seen === zone) return false;
  return db.transaction(async (tx) => {
    await lockForRebuild(tx, customerId);
    // Read again under the lock: a concurrent call may have just built them.
    const built = await builtZoneOf(tx, customerId);
    if (built === undefined || built === zone) return false;
    await rebuildReportDays(tx, customerId, zone);
    return true;
  });
}

/** Makes sure every customer's day roll-ups are built in its effective zone; answers those rebuilt. */
export async function reconcileReportDays(db: Db, defaultZone: string): Promise<number[]> {
  const res = await db.execute(sql`select id, time_zone from customers order by id`);
  const rebuilt: number[] = [];
  for (const c of rowsOf<{ id: number; time_zone: string | null }>(res)) {
    const zone = c.time_zone && isTimeZone(c.time_zone) ? c.time_zone : defaultZone;
    if (await ensureReportDays(db, Number(c.id), zone)) rebuilt.push(Number(c.id));
  }
  return rebuilt;
}
