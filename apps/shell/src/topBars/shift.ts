const DAY_MINUTES = 24 * 60;

/** Minutes since midnight of an `HH:mm[:ss]` time, or null when malformed. */
export function minutesOf(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 60 + minutes + seconds / 60;
}

/** `HH:mm` of an `HH:mm:ss` time (the shift labels); the text unchanged when malformed. */
export function shortTime(time: string): string {
  const minutes = minutesOf(time);
  if (minutes === null) return time;
  const whole = Math.floor(minutes);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * How far `now` is into the shift from `start` to `end` (`HH:mm:ss`, seed 000 §3), 0 to 100. A shift
 * whose end is not after its start runs past midnight. Null when a time is malformed.
 */
export function shiftPercent(start: string, end: string, now: Date): number | null {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === null || to === null) return null;
  const length = to > from ? to - from : to + DAY_MINUTES - from;
  const current = now.getHours() * 60 + now.getMinutes() + now.getSeconds() / 60;
  let elapsed = current - from;
  if (elapsed < 0) elapsed += DAY_MINUTES;
  if (elapsed > length) return elapsed - length < (DAY_MINUTES - length) / 2 ? 100 : 0;
  return Math.round((elapsed / length) * 100);
}
