import type { AreaName } from '@atende/contract';
import {
  accessFor,
  areaForRoute,
  canEditArea,
  canOpenArea,
  canSeeMenuEntry,
  isAreaReadOnly,
  mustRedirect,
  redirectFor,
  visibleMenuAreas,
} from './areaAccess';
import {
  AREA_NAMES,
  Area,
  REDIRECT_ROUTE,
  SIDE_MENU_AREAS,
  isAreaName,
  type Access,
} from './areas';
import type { FunctionalityEntry } from './types';

const only = (functionality_Name: string, functionality_Level: number): FunctionalityEntry[] => [
  { functionality_Name, functionality_Level },
];

/** Expected access at levels 0, 1, 2, 3, 4. */
type Row = [AreaName, string, [Access, Access, Access, Access, Access]];

const R = 'redirect' as const;
const H = 'hidden' as const;
const RO = 'read-only' as const;
const E = 'edit' as const;

const table: Row[] = [
  // Seed 000 §6: operators redirect below 2, read-only at exactly 2; seed 001 §6 Operator form: User, level 2 or more.
  ['operators', 'User', [R, R, RO, E, E]],
  // Seed 001 §6 Dashboard: Painel, "shown only above level 1"; it is the fallback, so it hides.
  ['dashboard', 'Painel', [H, H, E, E, E]],
  // Seed 000 §6: campaigns redirect below 2, read-only at exactly 2.
  ['campaigns', 'Campaign', [R, R, RO, E, E]],
  // Seed 001 §6 Files: Campaign, level 2 or more; seed 001 §9 "exactly 2 is read-only".
  ['files', 'Campaign', [R, R, RO, E, E]],
  // Seed 001 §6 Groups: Attendence Group, level 2 or more else redirect; at exactly 2 buttons disabled.
  ['groups', 'Attendence Group', [R, R, RO, E, E]],
  // Seed 001 §6 Templates: Template, level 2 or more; at exactly 2 buttons disabled.
  ['templates', 'Template', [R, R, RO, E, E]],
  // Seed 001 §6 Flow: level 2 or more; at exactly 2 the editor buttons are disabled (read only).
  ['flows', 'Flow', [R, R, RO, E, E]],
  // Seed 000 §6: reports redirect below 2 (viewing only).
  ['reports', 'Report', [R, R, E, E, E]],
  // Seed 000 §6 / seed 001 §6 Bulk send: HSM, level 2 or more; seed 001 §9 read-only at exactly 2.
  ['hsm', 'HSM', [R, R, RO, E, E]],
  // Seed 000 §6: "reasons screens use Reasons and need level 2 or more; the client panel is the fallback".
  ['reasons', 'Reasons', [R, R, RO, E, E]],
  // Seed 000 §6: "Screens for attendance ... redirect to painelCliente when the level is below 2".
  ['attendance', 'Attendence', [R, R, E, E, E]],
  // Seed 001 §3 payments report (screen not shown); seed 001 §9 level 2 to view.
  ['payments', 'Payment', [R, R, E, E, E]],
];

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

describe('accessFor', () => {
  describe.each(table)('%s (%s)', (area, functionality, expected) => {
    it.each([0, 1, 2, 3, 4])('level %i', (level) => {
      expect(accessFor(only(functionality, level), area)).toBe(expected[level]);
    });

    it('missing functionality or unloaded permissions count as level 0', () => {
      expect(accessFor([], area)).toBe(expected[0]);
      expect(accessFor(null, area)).toBe(expected[0]);
      expect(accessFor(only('Something else', 4), area)).toBe(expected[0]);
    });
  });
});

describe('derived checks at the boundaries 1, 2, 3', () => {
  // Seed 000 §6: redirect to painelCliente "when the level is below 2".
  it('canOpenArea / mustRedirect / redirectFor', () => {
    expect(canOpenArea(only('User', 1), 'operators')).toBe(false);
    expect(mustRedirect(only('User', 1), 'operators')).toBe(true);
    expect(redirectFor(only('User', 1), 'operators')).toBe(REDIRECT_ROUTE);
    expect(REDIRECT_ROUTE).toBe('painelCliente');

    expect(canOpenArea(only('User', 2), 'operators')).toBe(true);
    expect(mustRedirect(only('User', 2), 'operators')).toBe(false);
    expect(redirectFor(only('User', 2), 'operators')).toBeUndefined();

    expect(canOpenArea(only('User', 3), 'operators')).toBe(true);
    expect(redirectFor(only('User', 3), 'operators')).toBeUndefined();
  });

  it('the dashboard never redirects to itself', () => {
    expect(canOpenArea(only('Painel', 1), 'dashboard')).toBe(false);
    expect(mustRedirect(only('Painel', 1), 'dashboard')).toBe(false);
    expect(redirectFor(only('Painel', 0), 'dashboard')).toBeUndefined();
    expect(canOpenArea(only('Painel', 2), 'dashboard')).toBe(true);
  });

  // Seed 000 §6: "At level exactly 2 ... read-only. Level 3 and above allows editing."
  it('isAreaReadOnly / canEditArea', () => {
    expect(isAreaReadOnly(only('Campaign', 1), 'campaigns')).toBe(false);
    expect(canEditArea(only('Campaign', 1), 'campaigns')).toBe(false);
    expect(isAreaReadOnly(only('Campaign', 2), 'campaigns')).toBe(true);
    expect(canEditArea(only('Campaign', 2), 'campaigns')).toBe(false);
    expect(isAreaReadOnly(only('Campaign', 3), 'campaigns')).toBe(false);
    expect(canEditArea(only('Campaign', 3), 'campaigns')).toBe(true);
  });

  it('files follow the Campaign level (seed 001 §6: "Campaign (also used for files)")', () => {
    const entries = only('Campaign', 2);
    expect(accessFor(entries, 'files')).toBe(accessFor(entries, 'campaigns'));
  });
});

describe('canSeeMenuEntry', () => {
  // Seed 000 §6: "Menu entries appear only with level above 2."
  it.each(table.filter(([area]) => area !== 'dashboard'))(
    '%s entry needs level above 2',
    (area, functionality) => {
      expect(canSeeMenuEntry(only(functionality, 1), area)).toBe(false);
      expect(canSeeMenuEntry(only(functionality, 2), area)).toBe(false);
      expect(canSeeMenuEntry(only(functionality, 3), area)).toBe(true);
      expect(canSeeMenuEntry(only(functionality, 4), area)).toBe(true);
    },
  );

  // Seed 001 §6: Dashboard "shown only above level 1".
  it('the dashboard (panel) entry needs level above 1', () => {
    expect(canSeeMenuEntry(only('Painel', 0), 'dashboard')).toBe(false);
    expect(canSeeMenuEntry(only('Painel', 1), 'dashboard')).toBe(false);
    expect(canSeeMenuEntry(only('Painel', 2), 'dashboard')).toBe(true);
    expect(canSeeMenuEntry(only('Painel', 3), 'dashboard')).toBe(true);
  });

  it('visibleMenuAreas keeps the seed 000 §2.5 order', () => {
    expect([...SIDE_MENU_AREAS]).toEqual([
      'dashboard',
      'attendance',
      'campaigns',
      'operators',
      'groups',
      'reports',
      'flows',
      'templates',
      'reasons',
      'hsm',
    ]);
    const entries: FunctionalityEntry[] = [
      { functionality_Name: 'HSM', functionality_Level: 3 },
      { functionality_Name: 'Painel', functionality_Level: 2 },
      { functionality_Name: 'User', functionality_Level: 2 },
      { functionality_Name: 'Attendence', functionality_Level: 4 },
    ];
    expect(visibleMenuAreas(entries)).toEqual(['dashboard', 'attendance', 'hsm']);
    expect(visibleMenuAreas(null)).toEqual([]);
  });
});

describe('areaForRoute', () => {
  // Route names of seed 000 §2.1 and seed 001 §2.
  it.each([
    ['listaOperadores', 'operators'],
    ['cadastro', 'operators'],
    ['atualizar', 'operators'],
    ['painelCliente', 'dashboard'],
    ['listCampaign', 'campaigns'],
    ['campaign', 'campaigns'],
    ['updateCampaign', 'campaigns'],
    ['listGroup', 'groups'],
    ['group', 'groups'],
    ['updateGroup', 'groups'],
    ['messagesTemplate', 'templates'],
    ['newMessageTemplate', 'templates'],
    ['updateMessageTemplate', 'templates'],
    ['loadFiles', 'files'],
    ['newUploadFile', 'files'],
    ['updateFile', 'files'],
    ['executeHsm', 'hsm'],
    ['reasons', 'reasons'],
    ['reason', 'reasons'],
    ['reports', 'reports'],
    ['update-reports', 'reports'],
    ['fluxo', 'flows'],
    ['create-fluxo', 'flows'],
    ['view-fluxo', 'flows'],
    ['update-fluxo', 'flows'],
    ['atendimento', 'attendance'],
  ])('%s -> %s', (route, area) => {
    expect(areaForRoute(route)).toBe(area);
  });

  it('home and error404 have no level rule', () => {
    expect(areaForRoute('home')).toBeUndefined();
    expect(areaForRoute('error404')).toBeUndefined();
  });
});
