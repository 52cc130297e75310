/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import {
  accessFor,
  accessForRoute,
  canOpenAdminPanel,
  landingRoute,
  visibleMenuEntries,
  type Access,
} from './index';
import type { AreaName } from '@atende/contract';
import { PermissionsProvider, RequireRoute, useReadOnly } from './react';
import type { FunctionalityEntry, PermissionsObject } from './types';

const at = (name: string, level: number): FunctionalityEntry[] => [
  { functionality_Name: name, functionality_Level: level },
];

/** What a screen does at levels 0, 1, 2 and 3. */
type Row = [area: AreaName, functionality: string, levels: [Access, Access, Access, Access]];
const R = 'redirect';
const RO = 'read-only';
const E = 'edit';

// Seed 000 §6: "Screens for attendance, operators, campaigns, flows and reports redirect to
// painelCliente when the level is below 2. At level exactly 2, edit, new and group-change buttons on
// the operator and campaign lists are disabled (read-only). Level 3 and above allows editing. HSM
// screen uses functionality HSM; reasons screens use Reasons and need level 2 or more; the client
// panel is the fallback."
const SEED_000: Row[] = [
  ['attendance', 'Attendence', [R, R, E, E]],
  ['operators', 'User', [R, R, RO, E]],
  ['campaigns', 'Campaign', [R, R, RO, E]],
  ['flows', 'Flow', [R, R, RO, E]],
  ['reports', 'Report', [R, R, E, E]],
  ['hsm', 'HSM', [R, R, RO, E]],
  ['reasons', 'Reasons', [R, R, RO, E]],
];

// Seed 001 §6 table (Area | Functionality | Rule).
const SEED_001: Row[] = [
  // Operator form | User | level 2 or more, else redirect to painelCliente
  ['operators', 'User', [R, R, RO, E]],
  // Dashboard | Painel | shown only above level 1 (the fallback: hidden, never a redirect)
  ['dashboard', 'Painel', ['hidden', 'hidden', E, E]],
  // Flow create and editor | Flow | level 2 or more; at exactly 2 ... read only
  ['flows', 'Flow', [R, R, RO, E]],
  // Groups | Attendence Group | level 2 or more else redirect; at exactly 2 buttons disabled
  ['groups', 'Attendence Group', [R, R, RO, E]],
  // Templates | Template | level 2 or more; at exactly 2 buttons disabled
  ['templates', 'Template', [R, R, RO, E]],
  // Files | Campaign | level 2 or more (read-only at 2: seed 001 §9 "exactly 2 is read-only")
  ['files', 'Campaign', [R, R, RO, E]],
  // Bulk send | HSM | level 2 or more
  ['hsm', 'HSM', [R, R, RO, E]],
  // Reasons and sub-reasons | Reasons | level 2 or more, else the client panel
  ['reasons', 'Reasons', [R, R, RO, E]],
];

describe.each([
  ['seed 000 §6', SEED_000],
  ['seed 001 §6', SEED_001],
])('the guard against %s', (_seed, rows) => {
  it.each(rows)('%s (%s) at levels 0-3', (area, functionality, levels) => {
    expect([0, 1, 2, 3].map((level) => accessFor(at(functionality, level), area))).toEqual(levels);
  });
});

describe('menu entries', () => {
  // Seed 000 §6: "Menu entries appear only with level above 2"; seed 001 §6: the dashboard "shown
  // only above level 1". Seed 000 §2.5 gives the order.
  it('appear above level 2 (the dashboard above 1), in the order of seed 000 §2.5', () => {
    const all = (level: number): FunctionalityEntry[] =>
      [
        'Painel',
        'Attendence',
        'Campaign',
        'User',
        'Attendence Group',
        'Report',
        'Flow',
        'Template',
        'Reasons',
        'HSM',
      ].map((name) => ({ functionality_Name: name, functionality_Level: level }));
    expect(visibleMenuEntries(all(1))).toEqual([]);
    expect(visibleMenuEntries(all(2)).map((e) => e.routeName)).toEqual(['painelCliente']);
    expect(visibleMenuEntries(all(3)).map((e) => [e.routeName, e.path])).toEqual([
      ['painelCliente', '/painel/cliente'],
      ['atendimento', '/'],
      ['listCampaign', '/painel/list-campaign'],
      ['listaOperadores', '/painel/lista-operadores'],
      ['listGroup', '/painel/list-group'],
      ['reports', '/reports'],
      ['fluxo', '/fluxo'],
      ['messagesTemplate', '/painel/templates'],
      ['reasons', '/painel/reasons'],
      ['executeHsm', '/painel/hsm'],
    ]);
  });
});

describe('routes, the admin panel entry and the landing rule', () => {
  it('decides a route by its area in the registry', () => {
    expect(accessForRoute(at('Campaign', 2), 'updateCampaign')).toBe('read-only');
    expect(accessForRoute(at('Flow', 1), 'view-fluxo')).toBe('redirect');
    expect(accessForRoute([], 'home')).toBe('open');
    expect(accessForRoute([], 'error404')).toBe('open');
  });

  // Seed 000 §2.4: "profile menu: admin panel"; §6 "Agents reach the admin panel from the profile menu".
  it('offers the admin panel when the client dashboard opens (Painel 2 or more)', () => {
    expect(canOpenAdminPanel(at('Painel', 1))).toBe(false);
    expect(canOpenAdminPanel(at('Painel', 2))).toBe(true);
  });

  it('lands on the agent screen when it opens and a queue is served, else on the panel', () => {
    const agent = [...at('Attendence', 2), ...at('Painel', 1)];
    const manager = [...at('Attendence', 3), ...at('Painel', 3)];
    const account = [...at('Attendence', 0), ...at('Painel', 2)];
    expect(landingRoute(agent, { servesQueue: true })).toBe('atendimento');
    expect(landingRoute(agent, { servesQueue: false })).toBe('atendimento');
    expect(landingRoute(manager, { servesQueue: true })).toBe('atendimento');
    expect(landingRoute(manager, { servesQueue: false })).toBe('painelCliente');
    expect(landingRoute(account, { servesQueue: true })).toBe('painelCliente');
    expect(landingRoute([], { servesQueue: false })).toBe('atendimento');
  });
});

describe('RequireRoute', () => {
  const perms = (entries: FunctionalityEntry[]): PermissionsObject => ({
    customer: [],
    user_Function: entries,
    report: [],
    channel: [],
  });
  function Probe() {
    return <span>{useReadOnly() ? 'read-only' : 'editable'}</span>;
  }
  const guard = (permissions: PermissionsObject | null, routeName: string) => {
    const onRedirect = jest.fn();
    render(
      <PermissionsProvider permissions={permissions}>
        <RequireRoute
          routeName={routeName}
          onRedirect={onRedirect}
          pending="spinner"
          denied="denied"
        >
          <Probe />
        </RequireRoute>
      </PermissionsProvider>,
    );
    return onRedirect;
  };

  it('waits with the pending element while permissions are missing', () => {
    expect(guard(null, 'listGroup')).not.toHaveBeenCalled();
    expect(screen.getByText('spinner')).toBeTruthy();
  });

  it('redirects to painelCliente below level 2', () => {
    expect(guard(perms(at('Attendence Group', 1)), 'updateGroup')).toHaveBeenCalledWith(
      'painelCliente',
    );
    expect(screen.getByText('denied')).toBeTruthy();
  });

  it('renders read-only at exactly 2 and editable at 3', () => {
    guard(perms(at('Template', 2)), 'newMessageTemplate');
    expect(screen.getByText('read-only')).toBeTruthy();
  });

  it('renders routes without an area as they are, even before permissions load', () => {
    guard(null, 'error404');
    expect(screen.getByText('editable')).toBeTruthy();
  });
});
