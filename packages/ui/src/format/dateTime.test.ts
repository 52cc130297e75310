import { initLocale, setLanguage } from '@atende/locale';
import {
  formatDate,
  formatDateTime,
  formatTime,
  formatTimestamp,
  parseServerTime,
} from './dateTime';

const pad = (n: number) => String(n).padStart(2, '0');
/** A local wall-clock time built through Date, so the test holds in any time zone. */
const local = new Date(2026, 10, 21, 14, 5, 0);
const utcText = local.toISOString().replace('Z', ''); // the server's zone-less UTC text

beforeAll(() => {
  initLocale({ language: 'en' });
});

describe('parseServerTime', () => {
  it('reads zone-less server text as UTC, and keeps an explicit zone', () => {
    expect(parseServerTime(utcText)?.valueOf()).toBe(local.valueOf());
    expect(parseServerTime(`${utcText}Z`)?.valueOf()).toBe(local.valueOf());
    expect(parseServerTime(local)?.valueOf()).toBe(local.valueOf());
    expect(parseServerTime(local.valueOf())?.valueOf()).toBe(local.valueOf());
  });

  it('is null for empty or unreadable values', () => {
    expect(parseServerTime('')).toBeNull();
    expect(parseServerTime(null)).toBeNull();
    expect(parseServerTime(undefined)).toBeNull();
    expect(parseServerTime('not a date')).toBeNull();
  });
});

describe('one format per language', () => {
  it.each([
    ['pt', '14:05', '21/11/2026'],
    ['es', '14:05', '21/11/2026'],
    ['en', '2:05 PM', '11/21/2026'],
  ])('%s', (language, time, date) => {
    expect(formatTime(utcText, { language })).toBe(time);
    expect(formatDate(utcText, { language })).toBe(date);
    expect(formatDateTime(utcText, { language })).toBe(`${date} ${time}`);
  });

  it('adds the seconds when asked', () => {
    expect(formatTime(utcText, { language: 'pt', seconds: true })).toMatch(/^14:05:\d\d$/);
    expect(formatTime(utcText, { language: 'en', seconds: true })).toMatch(/^2:05:\d\d PM$/);
  });

  it('follows the current language by default', async () => {
    await setLanguage('pt');
    expect(formatTime(local)).toBe(`${pad(14)}:05`);
    await setLanguage('en');
    expect(formatTime(local)).toBe('2:05 PM');
  });

  it('is empty for unreadable values', () => {
    expect(formatTime('x')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatTimestamp('')).toBe('');
  });
});

describe('formatTimestamp', () => {
  it('shows the time alone today, the date and time on another day', () => {
    const sameDay = new Date(2026, 10, 21, 23, 0, 0);
    const nextDay = new Date(2026, 10, 22, 9, 0, 0);
    expect(formatTimestamp(utcText, { now: sameDay, language: 'pt' })).toBe('14:05');
    expect(formatTimestamp(utcText, { now: nextDay, language: 'pt' })).toBe('21/11/2026 14:05');
  });
});
