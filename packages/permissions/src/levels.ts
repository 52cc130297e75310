import type { Entries, FunctionalityEntry } from './types';

/** Below this level a screen redirects to painelCliente (seed 000 §6, seed 001 §6 and §9). */
export const MIN_VIEW_LEVEL = 2;

/** At exactly this level a screen is read-only (seed 000 §6, seed 001 §6 and §9). */
export const READ_ONLY_LEVEL = 2;

/** From this level on editing is allowed (seed 000 §6: "Level 3 and above allows editing"). */
export const MIN_EDIT_LEVEL = 3;

/**
 * From this level on Attendence a user supervises attendances: reads every conversation of its customers
 * (ADR 0007). Agents work at level 2 (the agent screen opens), managers at 3.
 */
export const ATTENDANCE_SUPERVISOR_LEVEL = 3;
/** Menu entries appear only with a level above 2 (seed 000 §6). */
export const MENU_MIN_LEVEL = 3;

/** Access levels the role editor offers: 0 to 3 (seed 001 §5 and §9). */
export const ROLE_EDITOR_LEVELS = Object.freeze({ min: 0, max: 3 } as const);

/** Access levels an operator's data may carry: 0 to 4 (seed 001 §5). */
export const OPERATOR_DATA_LEVELS = Object.freeze({ min: 0, max: 4 } as const);

/** The choices of the role editor's level selector, in order. */
export const ROLE_EDITOR_LEVEL_CHOICES: readonly number[] = Object.freeze([0, 1, 2, 3]);

/** The level choices of an operator's data, in order. */
export const OPERATOR_DATA_LEVEL_CHOICES: readonly number[] = Object.freeze([0, 1, 2, 3, 4]);

/**
 * A level as a number: numbers and numeric strings are read as such, anything else
 * (missing, NaN, negative) counts as 0, i.e. no right at all.
 */
export function toLevel(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function sameName(a: unknown, b: string): boolean {
  return typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The user's level on a functionality; 0 when the functionality is absent or the list is not loaded.
 * Names compare without regard to case or surrounding spaces; duplicated entries give the highest level.
 */
export function levelOf(entries: Entries, name: string): number {
  if (!entries) return 0;
  let level = 0;
  for (const entry of entries) {
    if (entry && sameName(entry.functionality_Name, name))
      level = Math.max(level, toLevel(entry.functionality_Level));
  }
  return level;
}

/** True at exactly level 2: the screen shows but edit, new and group-change buttons are disabled (seed 000 §6). */
export function isReadOnly(level: number): boolean {
  return toLevel(level) === READ_ONLY_LEVEL;
}

/** True at level 3 and above: editing is allowed (seed 000 §6). */
export function canEdit(level: number): boolean {
  return toLevel(level) >= MIN_EDIT_LEVEL;
}

/** True for an integer level the role editor accepts (0 to 3, seed 001 §5). */
export function isRoleEditorLevel(level: unknown): level is number {
  return (
    typeof level === 'number' &&
    Number.isInteger(level) &&
    level >= ROLE_EDITOR_LEVELS.min &&
    level <= ROLE_EDITOR_LEVELS.max
  );
}

/** True for an integer level an operator's data may carry (0 to 4, seed 001 §5). */
export function isOperatorDataLevel(level: unknown): level is number {
  return (
    typeof level === 'number' &&
    Number.isInteger(level) &&
    level >= OPERATOR_DATA_LEVELS.min &&
    level <= OPERATOR_DATA_LEVELS.max
  );
}

/** The entries to send to the server: level 0 entries are not sent (seed 001 §3 and §5). */
export function levelsToSend<T extends Pick<FunctionalityEntry, 'functionality_Level'>>(
  entries: readonly T[],
): T[] {
  return entries.filter((entry) => toLevel(entry.functionality_Level) > 0);
}
