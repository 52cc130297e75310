import { minutesOf, shiftPercent, shortTime } from './shift';

const at = (hours: number, minutes = 0) => new Date(2026, 0, 15, hours, minutes);

describe('shift helpers', () => {
  it('reads HH:mm:ss', () => {
    expect(minutesOf('08:30:00')).toBe(510);
    expect(minutesOf('8:05')).toBe(485);
    expect(minutesOf('25:00:00')).toBeNull();
    expect(minutesOf('')).toBeNull();
    expect(shortTime('17:45:00')).toBe('17:45');
  });

  it('gives the progress of a day shift', () => {
    expect(shiftPercent('08:00:00', '16:00:00', at(8))).toBe(0);
    expect(shiftPercent('08:00:00', '16:00:00', at(12))).toBe(50);
    expect(shiftPercent('08:00:00', '16:00:00', at(16))).toBe(100);
    expect(shiftPercent('08:00:00', '16:00:00', at(18))).toBe(100); // just after the end
    expect(shiftPercent('08:00:00', '16:00:00', at(6))).toBe(0); // before the start
  });

  it('handles a shift past midnight', () => {
    expect(shiftPercent('22:00:00', '06:00:00', at(2))).toBe(50);
    expect(shiftPercent('22:00:00', '06:00:00', at(23))).toBe(13);
  });

  it('is null for malformed times', () => {
    expect(shiftPercent('x', '06:00:00', at(2))).toBeNull();
  });
});
