import { canGrantLevel, validateGrantedLevels } from './grants';
import { ROLE_EDITOR_LEVELS } from './levels';
import type { FunctionalityEntry } from './types';

const entry = (functionality_Name: string, functionality_Level: number): FunctionalityEntry => ({
  functionality_Name,
  functionality_Level,
});

// Seed 000 §5 and seed 001 §5: "A user's level must be equal to or smaller than the creator's level."
describe('canGrantLevel', () => {
  const creator = [entry('User', 2), entry('Flow', 3), entry('HSM', 4)];

  it.each([
    ['User', 0, true],
    ['User', 1, true],
    ['User', 2, true], // equal is allowed
    ['User', 3, false], // above the creator
    ['Flow', 2, true],
    ['Flow', 3, true],
    ['Flow', 4, false],
    ['HSM', 4, true],
    ['Report', 0, true], // creator lacks Report: only 0 may be given
    ['Report', 1, false],
  ])('%s level %i -> %s', (name, level, allowed) => {
    expect(canGrantLevel(creator, name, level)).toBe(allowed);
  });

  it('never allows a level outside the range or not an integer', () => {
    expect(canGrantLevel(creator, 'HSM', 5)).toBe(false);
    expect(canGrantLevel(creator, 'HSM', -1)).toBe(false);
    expect(canGrantLevel(creator, 'HSM', 1.5)).toBe(false);
    expect(canGrantLevel(creator, 'HSM', '2')).toBe(false);
  });

  it('limits to 0..3 for the role editor (seed 001 §5)', () => {
    expect(canGrantLevel(creator, 'HSM', 4, { maxLevel: ROLE_EDITOR_LEVELS.max })).toBe(false);
    expect(canGrantLevel(creator, 'HSM', 3, { maxLevel: ROLE_EDITOR_LEVELS.max })).toBe(true);
  });

  it('a creator without permissions may only give 0', () => {
    expect(canGrantLevel(null, 'User', 0)).toBe(true);
    expect(canGrantLevel(null, 'User', 1)).toBe(false);
  });
});

describe('validateGrantedLevels', () => {
  const creator = [entry('User', 3), entry('Campaign', 2), entry('Flow', 1)];

  it('returns nothing when every level is at most the creator level', () => {
    expect(
      validateGrantedLevels(creator, [entry('User', 3), entry('Campaign', 2), entry('Flow', 1)]),
    ).toEqual([]);
    expect(validateGrantedLevels(creator, [])).toEqual([]);
    expect(validateGrantedLevels(creator, null)).toEqual([]);
  });

  it('returns the offending functionality names once each, in request order', () => {
    expect(
      validateGrantedLevels(creator, [
        entry('Flow', 2), // 1 above the creator
        entry('User', 3),
        entry('Campaign', 3), // 1 above
        entry('Report', 1), // creator has none
        entry('Flow', 3),
        entry('HSM', 0), // 0 is always fine
      ]),
    ).toEqual(['Flow', 'Campaign', 'Report']);
  });

  it('reports invalid levels', () => {
    expect(validateGrantedLevels(creator, [entry('User', 7), entry('User', -1)])).toEqual(['User']);
  });
});
