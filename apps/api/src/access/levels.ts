import {
  ATTENDANCE_SUPERVISOR_LEVEL,
  Functionality,
  canEditArea,
  canOpenArea,
  levelOf,
  type FunctionalityEntry,
} from '@atende/permissions';
import type { LevelRule } from './types';

/** True when the caller's functionality entries satisfy one level rule (the screens' own rules). */
export function meetsLevel(entries: readonly FunctionalityEntry[], rule: LevelRule): boolean {
  if ('area' in rule) {
    return rule.mode === 'edit' ? canEditArea(entries, rule.area) : canOpenArea(entries, rule.area);
  }
  return levelOf(entries, rule.functionality) >= rule.minLevel;
}

/** True for a user with a manager level on Attendence: reads every attendance of its customers. */
export function supervisesAttendances(entries: readonly FunctionalityEntry[]): boolean {
  return levelOf(entries, Functionality.Attendence) >= ATTENDANCE_SUPERVISOR_LEVEL;
}
