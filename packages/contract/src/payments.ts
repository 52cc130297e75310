// The payments report's date rule (seed 001 §5 "Payments report date range must not exceed 30 days"),
// one function applied by the payments screen and by the API's List_Payments (docs/adr/0026). Calendar
// days and time zones are calendar.ts's.
import { calendarDaysInRange } from './calendar';

/** The longest range of the payments report, in calendar days counted inclusively (seed 001 §5). */
export const PAYMENTS_MAX_DAYS = 30;

/** What is wrong with a payments date range. */
export type PaymentRangeProblem =
  /** A date is not a calendar date (`YYYY-MM-DD`) nor an ISO instant, or the time zone is unknown. */
  | 'invalid'
  /** The end is before the start. */
  | 'order'
  /** More than `PAYMENTS_MAX_DAYS` calendar days: "Incorrect dates, must be within a maximum range of 30 days". */
  | 'too_long';

/** The payments rule (seed 001 §5): null when the range is fine, else what is wrong with it. */
export function paymentRangeProblem(
  start: string,
  end: string,
  timeZone: string,
): PaymentRangeProblem | null {
  const days = calendarDaysInRange(start, end, timeZone);
  if (days === null) return 'invalid';
  if (days < 1) return 'order';
  return days > PAYMENTS_MAX_DAYS ? 'too_long' : null;
}
