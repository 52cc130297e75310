/**
 * The bulk file's send date (seed 001 §9 names the column, not its format; our decision, told on the
 * page): empty = send now; ISO 8601 (`2026-12-01T09:30`, optional seconds and zone; no zone = local
 * time); or `dd/mm/yyyy hh:mm` (optional seconds, local time) as pt and es spreadsheets write it.
 */

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A send date read: `iso` is what Hsm_Send gets ('' = now). */
export type SendDate = { ok: true; iso: string } | { ok: false };

function localDate(parts: number[]): Date | null {
  const [year, month, day, hour, minute, second] = parts as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(year, month - 1, day, hour, minute, second);
  // 31/02 rolls over to March: not a date.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

function zonedDate(parts: number[], zone: string): Date | null {
  if (localDate(parts) === null) return null; // calendar and clock checks
  const [year, month, day, hour, minute, second] = parts as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (zone === 'Z') return new Date(utc);
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  if (offset > 14 * 60) return null;
  return new Date(utc - sign * offset * 60_000);
}

/** Reads a send date cell; see the module comment for the formats. */
export function parseSendDate(text: string): SendDate {
  const value = text.trim();
  if (value === '') return { ok: true, iso: '' };
  const iso = ISO.exec(value);
  if (iso) {
    const parts = iso.slice(1, 7).map((part) => Number(part ?? 0));
    const date = iso[7] ? zonedDate(parts, iso[7]) : localDate(parts);
    return date ? { ok: true, iso: date.toISOString() } : { ok: false };
  }
  const dayFirst = DAY_FIRST.exec(value);
  if (dayFirst) {
    const [day, month, year, hour, minute, second] = dayFirst
      .slice(1, 7)
      .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
    const date = localDate([year, month, day, hour, minute, second]);
    return date ? { ok: true, iso: date.toISOString() } : { ok: false };
  }
  return { ok: false };
}
