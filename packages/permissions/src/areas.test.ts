import type { AreaName } from '@atende/contract';
import { accessFor } from './areaAccess';
import { AREA_NAMES, Area, isAreaName } from './areas';
import { table } from './areaTable.fixture';

describe('Area table', () => {
  it('covers every area of seed 000 §6 and seed 001 §6 exactly once', () => {
    expect(table.map(([area]) => area).sort()).toEqual([...AREA_NAMES].sort());
  });

  it.each(table)('%s uses functionality %s', (area, functionality) => {
    expect(Area[area].functionality).toBe(functionality);
    expect(Area[area].area).toBe(area);
    expect(Area[area].minLevel).toBe(2);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(Area)).toBe(true);
    expect(Object.isFrozen(Area.operators)).toBe(true);
    expect(Object.isFrozen(Area.operators.routes)).toBe(true);
  });

  it('rejects unknown areas', () => {
    expect(isAreaName('operators')).toBe(true);
    expect(isAreaName('toString')).toBe(false);
    expect(() => accessFor([], 'nope' as AreaName)).toThrow(/Unknown permission area/);
  });
});
