// The operator's functionality levels (seed 001 §3 `user_Function`, §5; seed 000 §5): the grid's rows,
// its ceiling and what the body sends.
import {
  FUNCTIONALITIES,
  levelOf,
  levelsToSend,
  ROLE_EDITOR_LEVELS,
  validateGrantedLevels,
  type Entries,
} from '@atende/permissions';

/**
 * The functionality names the levels grid shows: the eleven of the specifications, then any other
 * the operator already holds (so a save keeps it).
 */
export function levelRows(existing: Entries = []): string[] {
  const names: string[] = [...FUNCTIONALITIES];
  for (const entry of existing ?? []) {
    const name = entry?.functionality_Name;
    if (typeof name === 'string' && !names.some((n) => n.toLowerCase() === name.toLowerCase()))
      names.push(name);
  }
  return names;
}

/** The levels as `user_Function` entries, without level 0 (seed 001 §5 "Level 0 entries are not sent"). */
export function functionEntries(
  levels: Record<string, number> | undefined,
): Array<{ functionality_Name: string; functionality_Level: number }> {
  return levelsToSend(
    Object.entries(levels ?? {}).map(([functionality_Name, functionality_Level]) => ({
      functionality_Name,
      functionality_Level: Number(functionality_Level) || 0,
    })),
  );
}

/**
 * The functionality names whose level is above the creator's own (seed 000 §5 "A user's level must
 * be equal to or smaller than the creator's level"), or outside 0..3 (seed 001 §5).
 */
export function levelsAboveOwn(
  creatorEntries: Entries,
  levels: Record<string, number> | undefined,
): string[] {
  return validateGrantedLevels(creatorEntries, functionEntries(levels), {
    maxLevel: ROLE_EDITOR_LEVELS.max,
  });
}

/** The creator's own level on each functionality (the ceiling of the grid's choices). */
export function ceilingOf(creatorEntries: Entries, name: string): number {
  return Math.min(levelOf(creatorEntries, name), ROLE_EDITOR_LEVELS.max);
}
