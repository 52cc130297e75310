import { calendarDaysInRange, isTimeZone, nextCalendarDay, zonedDayStart } from './calendar';
import { paymentRangeProblem, PAYMENTS_MAX_DAYS } from './payments';

// Seed 001 §5: "Payments report date range must not exceed 30 days".
describe('the payments date rule', () => {
  it('takes 30 calendar days and refuses 31', () => {
    expect(PAYMENTS_MAX_DAYS).toBe(30);
    expect(paymentRangeProblem('2026-01-01', '2026-01-30', 'UTC')).toBeNull();
    expect(paymentRangeProblem('2026-01-01', '2026-01-31', 'UTC')).toBe('too_long');
    expect(paymentRangeProblem('2026-01-05', '2026-01-05', 'UTC')).toBeNull();
  });

  it('refuses an end before the start and values that are not dates', () => {
    expect(paymentRangeProblem('2026-01-02', '2026-01-01', 'UTC')).toBe('order');
    expect(paymentRangeProblem('2026-02-30', '2026-03-01', 'UTC')).toBe('invalid');
    expect(paymentRangeProblem('yesterday', '2026-03-01', 'UTC')).toBe('invalid');
    expect(paymentRangeProblem('2026-01-01', '2026-01-02', 'Mars/Olympus')).toBe('invalid');
  });

  it("counts instants by the customer's calendar days, not 24-hour spans", () => {
    // 03:00 UTC on 1 Jan is still 31 Dec in São Paulo (UTC-3 at that date).
    expect(calendarDaysInRange('2026-01-01T02:00:00Z', '2026-01-30T12:00:00Z', 'UTC')).toBe(30);
    expect(
      calendarDaysInRange('2026-01-01T02:00:00Z', '2026-01-30T12:00:00Z', 'America/Sao_Paulo'),
    ).toBe(31);
    // Across Europe's spring DST change (29 March 2026 has 23 hours) days stay whole.
    expect(calendarDaysInRange('2026-03-01', '2026-03-30', 'Europe/Madrid')).toBe(30);
    expect(
      calendarDaysInRange(
        '2026-03-01T00:30:00+01:00',
        '2026-03-30T23:30:00+02:00',
        'Europe/Madrid',
      ),
    ).toBe(30);
  });

  it('finds where a calendar day starts in a time zone, DST days included', () => {
    expect(zonedDayStart('2026-01-10', 'UTC')).toBe('2026-01-10T00:00:00.000Z');
    expect(zonedDayStart('2026-01-10', 'America/Sao_Paulo')).toBe('2026-01-10T03:00:00.000Z');
    expect(zonedDayStart('2026-03-29', 'Europe/Madrid')).toBe('2026-03-28T23:00:00.000Z');
    expect(zonedDayStart('2026-03-30', 'Europe/Madrid')).toBe('2026-03-29T22:00:00.000Z');
    expect(nextCalendarDay('2026-02-28')).toBe('2026-03-01');
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('Nowhere/Else')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('gives the same verdicts asked again, also past the verdicts it keeps', () => {
    for (let i = 0; i < 1100; i += 1) expect(isTimeZone(`Nowhere/Zone${i}`)).toBe(false);
    expect(isTimeZone('Nowhere/Zone5')).toBe(false);
    expect(isTimeZone('Nowhere/Zone1099')).toBe(false);
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Europe/Madrid')).toBe(true);
  });
});
