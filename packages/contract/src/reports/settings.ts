/**
 * A customer's report settings (issue 20 "Time zones: each customer has an IANA time zone
 * (configurable, default from the deployment) ... business hours per customer"): the one rule the
 * settings screen and the API apply to a week of business hours.
 */
import { businessHoursProblem, type BusinessHoursRange } from './rules';

/** Ranges of business hours a customer may have in a week (three a day). */
export const MAX_BUSINESS_HOURS_RANGES = 21;

/** Why a week of business hours is refused. */
export type BusinessHoursListProblem =
  'weekday' | 'quarter_hour' | 'order' | 'overlap' | 'too_many';

/**
 * The first problem of a week of ranges and the range it is about (null when valid): each range
 * valid by {@link businessHoursProblem}, no two of one weekday overlapping, at most
 * {@link MAX_BUSINESS_HOURS_RANGES}.
 */
export function businessHoursListProblem(
  ranges: readonly BusinessHoursRange[],
): { index: number; problem: BusinessHoursListProblem } | null {
  if (ranges.length > MAX_BUSINESS_HOURS_RANGES) {
    return { index: MAX_BUSINESS_HOURS_RANGES, problem: 'too_many' };
  }
  for (const [index, range] of ranges.entries()) {
    const problem = businessHoursProblem(range);
    if (problem) return { index, problem: problem as BusinessHoursListProblem };
    const clash = ranges.findIndex(
      (other, j) =>
        j < index &&
        other.weekday === range.weekday &&
        other.startMinute < range.endMinute &&
        range.startMinute < other.endMinute,
    );
    if (clash >= 0) return { index, problem: 'overlap' };
  }
  return null;
}
