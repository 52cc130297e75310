import type { DashboardRange } from '@atende/api-client';
import { dashboardDayRange } from '@atende/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** What the dashboard shows: a range of days and a channel (0 is All, seed 001 §9). */
export interface DashboardFilters {
  from: Dayjs;
  to: Dayjs;
  channelId: number;
}

/** Seed 001 §9 "Default dates are today"; channel 0, All. */
export function defaultFilters(now: Dayjs = dayjs()): DashboardFilters {
  return { from: now.startOf('day'), to: now.startOf('day'), channelId: 0 };
}

/**
 * The range the dashboard calls send: "Dates are UTC ISO without milliseconds, from start-of-day to
 * end-of-day" (seed 001 §7), of the local days chosen.
 */
export function toRange(filters: DashboardFilters, customerId: number): DashboardRange {
  const days = dashboardDayRange(filters.from.toDate(), filters.to.toDate());
  return {
    customerId,
    channelId: filters.channelId,
    start: days.start_date_time,
    end: days.end_date_time,
  };
}
