import { formatDateTime, formatTime } from '@atende/ui';
import { formatMessageTime } from '../messages/time';
import { localTimeOf } from './startTime';

describe('localTimeOf', () => {
  const now = new Date('2026-11-21T15:00:00Z');

  it('reads UTC text with or without a zone and shows the local time as the chat does', () => {
    const expected = new Date('2026-11-21T12:34:00Z');
    const sameDay = expected.toDateString() === now.toDateString();
    const text = sameDay ? formatTime(expected) : formatDateTime(expected);
    expect(localTimeOf('2026-11-21T12:34:00Z', now)).toBe(text);
    expect(localTimeOf('2026-11-21 12:34:00', now)).toBe(text);
    expect(formatMessageTime('2026-11-21T12:34:00')).toBe(
      formatMessageTime('2026-11-21T12:34:00Z'),
    );
  });

  it('adds the date for another day and is empty for unreadable values', () => {
    expect(localTimeOf('2026-11-01T08:00:00Z', now)).toBe(formatDateTime('2026-11-01T08:00:00Z'));
    expect(localTimeOf('', now)).toBe('');
    expect(localTimeOf('not a date', now)).toBe('');
  });
});
