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
import { REDIRECT_ROUTE, SIDE_MENU_AREAS } from './areas';
import { only, table } from './areaTable.fixture';
import type { FunctionalityEntry } from './types';

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
