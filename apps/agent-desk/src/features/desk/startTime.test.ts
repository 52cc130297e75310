import { localTimeOf } from './startTime';

describe('localTimeOf', () => {
  const now = new Date('2026-11-21T15:00:00Z');

  it('reads UTC text with or without a zone and shows the local time', () => {
    const expected = new Date('2026-11-21T12:34:00Z');
    const hhmm = `${String(expected.getHours()).padStart(2, '0')}:${String(expected.getMinutes()).padStart(2, '0')}`;
    if (expected.toDateString() === now.toDateString()) {
      expect(localTimeOf('2026-11-21T12:34:00Z', now)).toBe(hhmm);
      expect(localTimeOf('2026-11-21 12:34:00', now)).toBe(hhmm);
    } else {
      expect(localTimeOf('2026-11-21T12:34:00Z', now)).toContain(hhmm);
    }
  });

  it('adds the date for another day and is empty for unreadable values', () => {
    expect(localTimeOf('2026-11-01T08:00:00Z', now)).toMatch(/\d/);
    expect(localTimeOf('2026-11-01T08:00:00Z', now).length).toBeGreaterThan(5);
    expect(localTimeOf('', now)).toBe('');
    expect(localTimeOf('not a date', now)).toBe('');
  });
});
