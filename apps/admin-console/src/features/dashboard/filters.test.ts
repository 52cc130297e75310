import dayjs from 'dayjs';
import { defaultFilters, toRange } from './filters';

describe('dashboard filters', () => {
  it('default to today and channel 0 (All)', () => {
    const now = dayjs('2026-11-23T15:42:10');
    const filters = defaultFilters(now);
    expect(filters.channelId).toBe(0);
    expect(filters.from.format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 00:00');
    expect(filters.to.format('YYYY-MM-DD')).toBe('2026-11-23');
  });

  it('send UTC ISO without milliseconds from the start of the first day to the end of the last', () => {
    const q = toRange({ from: dayjs('2026-11-20'), to: dayjs('2026-11-23'), channelId: 2 }, 1);
    expect(q).toMatchObject({ customerId: 1, channelId: 2 });
    expect(q.start).toBe(new Date(2026, 10, 20, 0, 0, 0).toISOString().replace('.000Z', 'Z'));
    expect(q.end).toBe(new Date(2026, 10, 23, 23, 59, 59).toISOString().replace('.000Z', 'Z'));
    expect(q.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });
});
