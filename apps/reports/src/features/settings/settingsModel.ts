/**
 * The settings form's draft (issue 20; docs/adr/0033): the zone ('' for the deployment's default) and
 * the week as the time inputs hold it ("HH:MM"), turned into the call's body and checked by the
 * contract's one rule before saving.
 */
import {
  businessHoursListProblem,
  type BusinessHoursRange,
  type ReportSettings,
  type ReportSettingsUpdate,
} from '@atende/contract';

/** One range as its two time inputs hold it. */
export interface DraftRange {
  key: number;
  weekday: number;
  start: string;
  end: string;
}

/** The whole form. */
export interface SettingsDraft {
  zone: string;
  ranges: DraftRange[];
}

let nextKey = 1;

/** A fresh key for a new range row (stable across edits, for React). */
export const newRangeKey = () => nextKey++;

const two = (n: number) => String(n).padStart(2, '0');

/** Minutes of the day as "HH:MM" (1440 is "24:00"). */
export function timeOf(minutes: number): string {
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** "HH:MM" as minutes of the day; an empty or malformed value is NaN (refused by the rule). */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return Number.NaN;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return minutes < 60 && hours * 60 + minutes <= 1440 ? hours * 60 + minutes : Number.NaN;
}

/**
 * The times of a range added on `weekday`: 09:00–18:00 on a day without ranges, else the hour after
 * the day's last range (so that it does not overlap it), within the day.
 */
export function nextRangeOf(ranges: readonly DraftRange[], weekday: number) {
  const ends = ranges
    .filter((r) => r.weekday === weekday)
    .map((r) => minutesOf(r.end))
    .filter((m) => !Number.isNaN(m));
  if (ends.length === 0) return { start: '09:00', end: '18:00' };
  const start = Math.min(Math.max(...ends), 1380);
  return { start: timeOf(start), end: timeOf(Math.min(start + 60, 1440)) };
}

/** The draft of saved settings, ranges by weekday and start. */
export function draftOf(settings: ReportSettings): SettingsDraft {
  return {
    zone: settings.time_Zone ?? '',
    ranges: [...settings.business_Hours]
      .sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute)
      .map((r) => ({
        key: newRangeKey(),
        weekday: r.weekday,
        start: timeOf(r.startMinute),
        // A range to midnight is shown as the day's last minute would be typed: 24:00 stays.
        end: timeOf(r.endMinute),
      })),
  };
}

/** The week of a draft as the call's ranges. */
function rangesOf(draft: SettingsDraft): BusinessHoursRange[] {
  return draft.ranges.map((r) => ({
    weekday: r.weekday,
    startMinute: minutesOf(r.start),
    endMinute: minutesOf(r.end === '00:00' ? '24:00' : r.end),
  }));
}

/** The draft's first problem (the contract's rule) and the weekday it is about, or null. */
export function draftProblem(draft: SettingsDraft) {
  const ranges = rangesOf(draft);
  const problem = businessHoursListProblem(ranges);
  return problem ? { ...problem, weekday: ranges[problem.index]?.weekday ?? 1 } : null;
}

/** The body of Report_Settings_Update for a draft. */
export function bodyOf(customerId: number, draft: SettingsDraft): ReportSettingsUpdate {
  return {
    customer_Id: customerId,
    time_Zone: draft.zone || null,
    business_Hours: rangesOf(draft),
  };
}

/** True when the draft says the same as the saved settings. */
export function sameAsSaved(draft: SettingsDraft, settings: ReportSettings): boolean {
  const saved = draftOf(settings);
  const plain = (d: SettingsDraft) => JSON.stringify([d.zone, rangesOf(d)]);
  return plain(saved) === plain(draft);
}
