import {
  ATTENDANCE_SUPERVISOR_LEVEL,
  MENU_MIN_LEVEL,
  MIN_EDIT_LEVEL,
  MIN_VIEW_LEVEL,
  OPERATOR_DATA_LEVELS,
  OPERATOR_DATA_LEVEL_CHOICES,
  READ_ONLY_LEVEL,
  ROLE_EDITOR_LEVELS,
  ROLE_EDITOR_LEVEL_CHOICES,
  canEdit,
  isOperatorDataLevel,
  isReadOnly,
  isRoleEditorLevel,
  levelOf,
  levelsToSend,
  toLevel,
} from './levels';
import type { FunctionalityEntry } from './types';

const entry = (functionality_Name: string, functionality_Level: number): FunctionalityEntry => ({
  functionality_Name,
  functionality_Level,
});

describe('constants', () => {
  it('match the specifications', () => {
    expect(MIN_VIEW_LEVEL).toBe(2); // seed 000 §6: redirect "when the level is below 2"
    expect(READ_ONLY_LEVEL).toBe(2); // seed 000 §6: "At level exactly 2 ... (read-only)"
    expect(MIN_EDIT_LEVEL).toBe(3); // seed 000 §6: "Level 3 and above allows editing"
    expect(MENU_MIN_LEVEL).toBe(3); // seed 000 §6: "Menu entries appear only with level above 2"
    // ADR 0007: agents answer at Attendence 2; a manager level (editing, 3) reads every attendance.
    expect(ATTENDANCE_SUPERVISOR_LEVEL).toBe(MIN_EDIT_LEVEL);
    expect(ROLE_EDITOR_LEVELS).toEqual({ min: 0, max: 3 }); // seed 001 §5: "a number from 0 to 3"
    expect(OPERATOR_DATA_LEVELS).toEqual({ min: 0, max: 4 }); // seed 001 §5: "in the data are 0 to 4"
    expect([...ROLE_EDITOR_LEVEL_CHOICES]).toEqual([0, 1, 2, 3]);
    expect([...OPERATOR_DATA_LEVEL_CHOICES]).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('levelOf', () => {
  const entries = [entry('User', 3), entry('Attendence Group', 2), entry('Flow', 1)];

  it('reads the level of a functionality', () => {
    expect(levelOf(entries, 'User')).toBe(3);
    expect(levelOf(entries, 'Attendence Group')).toBe(2);
    expect(levelOf(entries, 'Flow')).toBe(1);
  });

  it('is 0 when the functionality is absent or the list is not loaded', () => {
    expect(levelOf(entries, 'HSM')).toBe(0);
    expect(levelOf([], 'User')).toBe(0);
    expect(levelOf(null, 'User')).toBe(0);
    expect(levelOf(undefined, 'User')).toBe(0);
  });

  it('compares names without regard to case and surrounding spaces', () => {
    expect(levelOf([entry(' hsm ', 2)], 'HSM')).toBe(2);
  });

  it('does not confuse Attendence with Attendence Group', () => {
    expect(levelOf([entry('Attendence Group', 3)], 'Attendence')).toBe(0);
  });

  it('takes the highest of duplicated entries and ignores junk levels', () => {
    expect(levelOf([entry('User', 1), entry('User', 3)], 'User')).toBe(3);
    const junk = [{ functionality_Name: 'User', functionality_Level: 'x' as unknown as number }];
    expect(levelOf(junk, 'User')).toBe(0);
    const numericString = [
      { functionality_Name: 'User', functionality_Level: '2' as unknown as number },
    ];
    expect(levelOf(numericString, 'User')).toBe(2);
    expect(levelOf([entry('User', -3)], 'User')).toBe(0);
    expect(levelOf([entry('User', NaN)], 'User')).toBe(0);
  });

  it('toLevel turns anything unusable into 0', () => {
    expect(toLevel(undefined)).toBe(0);
    expect(toLevel('')).toBe(0);
    expect(toLevel(Infinity)).toBe(0);
    expect(toLevel(4)).toBe(4);
  });
});

describe('isReadOnly / canEdit', () => {
  // Seed 000 §6: "At level exactly 2, edit, new and group-change buttons ... are disabled (read-only).
  // Level 3 and above allows editing."
  it.each([
    [0, false, false],
    [1, false, false],
    [2, true, false],
    [3, false, true],
    [4, false, true],
  ])('level %i: read-only %s, edit %s', (level, readOnly, edit) => {
    expect(isReadOnly(level)).toBe(readOnly);
    expect(canEdit(level)).toBe(edit);
  });
});

describe('level ranges', () => {
  // Seed 001 §5: "The access level per functionality is a number from 0 to 3 ... Operator access-level
  // choices in the data are 0 to 4."
  it('role editor accepts 0..3 integers', () => {
    expect([-1, 0, 1, 2, 3, 4, 2.5].map(isRoleEditorLevel)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isRoleEditorLevel('2')).toBe(false);
  });

  it('operator data accepts 0..4 integers', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 3.5].map(isOperatorDataLevel)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('levelsToSend', () => {
  // Seed 001 §5: "Level 0 entries are not sent." Seed 001 §3: "user_Function ... only levels other than 0".
  it('drops level 0 entries and keeps the others untouched', () => {
    const extra = { functionality_Name: 'Flow', functionality_Level: 1, functionality_abrev: 'FL' };
    const result = levelsToSend([entry('User', 0), extra, entry('Report', 2), entry('HSM', 3)]);
    expect(result).toEqual([extra, entry('Report', 2), entry('HSM', 3)]);
    expect(result[0]).toBe(extra);
  });

  it('returns an empty list when every level is 0', () => {
    expect(levelsToSend([entry('User', 0), entry('Flow', 0)])).toEqual([]);
  });
});
