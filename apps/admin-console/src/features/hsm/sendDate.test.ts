import { parseSendDate } from './sendDate';

const local = (...parts: [number, number, number, number, number, number?]) =>
  new Date(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5] ?? 0).toISOString();

describe('the send date (empty = now; ISO 8601 or dd/mm/yyyy hh:mm)', () => {
  it('empty sends now', () => {
    expect(parseSendDate('')).toEqual({ ok: true, iso: '' });
    expect(parseSendDate('   ')).toEqual({ ok: true, iso: '' });
  });

  it('reads ISO 8601 with or without seconds and zone (no zone = local time)', () => {
    expect(parseSendDate('2026-12-01T09:30')).toEqual({ ok: true, iso: local(2026, 12, 1, 9, 30) });
    expect(parseSendDate('2026-12-01 09:30:15')).toEqual({
      ok: true,
      iso: local(2026, 12, 1, 9, 30, 15),
    });
    expect(parseSendDate('2026-12-01T09:30:00Z')).toEqual({
      ok: true,
      iso: '2026-12-01T09:30:00.000Z',
    });
    expect(parseSendDate('2026-12-01T09:30:00.250-03:00')).toEqual({
      ok: true,
      iso: '2026-12-01T12:30:00.000Z',
    });
    expect(parseSendDate('2026-12-01T09:30+0100')).toEqual({
      ok: true,
      iso: '2026-12-01T08:30:00.000Z',
    });
  });

  it('reads day/month/year with a time, in local time', () => {
    expect(parseSendDate('01/12/2026 09:30')).toEqual({ ok: true, iso: local(2026, 12, 1, 9, 30) });
    expect(parseSendDate('1/2/2027 7:05:09')).toEqual({
      ok: true,
      iso: local(2027, 2, 1, 7, 5, 9),
    });
  });

  it.each([
    'tomorrow',
    '2026-12-01',
    '01/12/2026',
    '12/31/2026 10:00',
    '31/02/2026 10:00',
    '2026-13-01T10:00',
    '2026-12-01T24:00',
    '2026-12-01T10:60',
    '2026-12-01T10:00+15:00',
    '=NOW()',
    '46000',
  ])('refuses %j', (text) => {
    expect(parseSendDate(text)).toEqual({ ok: false });
  });
});
