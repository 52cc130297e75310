import { OPERATOR_DATA_LEVELS, levelOf } from './levels';
import type { Entries, FunctionalityEntry } from './types';

/** Options of the grant checks. */
export interface GrantOptions {
  /** Highest level that may be requested at all; default 4 (operator data, seed 001 §5). Use 3 for the role editor. */
  maxLevel?: number;
}

function isGrantableValue(level: unknown, maxLevel: number): level is number {
  return typeof level === 'number' && Number.isInteger(level) && level >= 0 && level <= maxLevel;
}

/**
 * True when a creator may give `level` on functionality `name`: a user's level must be equal to or
 * smaller than the creator's level (seed 000 §5, seed 001 §5). Level 0 (no right) is always allowed;
 * a level outside 0..maxLevel or not an integer never is.
 */
export function canGrantLevel(
  creatorEntries: Entries,
  name: string,
  level: unknown,
  options: GrantOptions = {},
): boolean {
  const maxLevel = options.maxLevel ?? OPERATOR_DATA_LEVELS.max;
  if (!isGrantableValue(level, maxLevel)) return false;
  return level === 0 || level <= levelOf(creatorEntries, name);
}

/**
 * The functionality names of `requested` whose level the creator may not give (see `canGrantLevel`),
 * each once, in request order. An empty list means the whole request is allowed.
 */
export function validateGrantedLevels(
  creatorEntries: Entries,
  requested:
    | readonly Pick<FunctionalityEntry, 'functionality_Name' | 'functionality_Level'>[]
    | null
    | undefined,
  options: GrantOptions = {},
): string[] {
  const offending: string[] = [];
  for (const entry of requested ?? []) {
    const name = String(entry?.functionality_Name ?? '');
    if (
      !canGrantLevel(creatorEntries, name, entry?.functionality_Level, options) &&
      !offending.includes(name)
    ) {
      offending.push(name);
    }
  }
  return offending;
}
