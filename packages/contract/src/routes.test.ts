import {
  menuRouteOf,
  REMOTE_MOUNTS,
  REMOTE_NAMES,
  routeByName,
  routeNamesOfArea,
  ROUTES,
  routesOf,
  type AreaName,
} from './index';

/**
 * Seed 000 §2.1 "Route table", row by row (Path | Name), with the path as the seed writes it. Rows that
 * list several paths are split; the reason edit screen carries seed 001 §2's name `reason`.
 */
const SEED_000_ROUTE_TABLE: ReadonlyArray<[specPath: string, name: string]> = [
  ['/home', 'home'],
  ['/', 'atendimento'],
  ['/painel', 'painelCliente'],
  ['/painel/lista-operadores', 'listaOperadores'],
  ['/painel/list-campaign', 'listCampaign'],
  ['/painel/campaign', 'campaign'],
  ['/painel/edit-campaign/{id}', 'updateCampaign'],
  ['/painel/list-group', 'listGroup'],
  ['/painel/group', 'group'],
  ['/painel/edit-group/{id}', 'updateGroup'],
  ['/painel/cadastro', 'cadastro'],
  ['/painel/edit-user/{id}', 'atualizar'],
  ['/painel/cliente', 'painelCliente'],
  ['/painel/templates', 'messagesTemplate'],
  ['/painel/templates/new', 'newMessageTemplate'],
  ['/painel/templates/edit/{id}', 'updateMessageTemplate'],
  ['/painel/files', 'loadFiles'],
  ['/painel/files/new', 'newUploadFile'],
  ['/painel/files/new/{id}', 'updateFile'],
  ['/painel/hsm', 'executeHsm'],
  ['/painel/reasons', 'reasons'],
  ['/painel/reason/new', 'reason'],
  ['/painel/reason/new/{id}', 'reason'],
  ['/reports', 'reports'],
  ['/reports/update', 'update-reports'],
  // Not a row of seed 000 §2.1: the customer's report settings (issue 20, docs/adr/0033).
  [
    "/reports/settings (the customer's report time zone and business hours, issue 20; docs/adr/0033)",
    'report-settings',
  ],
  // Not a row of seed 000 §2.1: the payments report, whose "screen and call are not shown" (seed 001
  // §3), gets its own route in the report area (docs/adr/0026).
  [
    '/reports/payments (the payments report: "Their screen and call are not shown", seed 001 §3)',
    'payments',
  ],
  ['/fluxo', 'fluxo'],
  ['/fluxo/create', 'create-fluxo'],
  [
    '/fluxo/view/{id}-{name}-{channel}-{flowMessage}-{startDate}-{endDate}-{flowExitMessage}-{flowLeaveMessage}',
    'view-fluxo',
  ],
  ['/fluxo update route (exact path shape not shown)', 'update-fluxo'],
  ['/error404', 'error404'],
];

describe('ROUTES (the route registry)', () => {
  it('has every row of seed 000 §2.1, with the name the seed writes, and only the payments route besides', () => {
    expect(ROUTES.map((r) => [r.specPath, r.name])).toEqual(SEED_000_ROUTE_TABLE);
  });

  it('has one pattern per row', () => {
    const patterns = ROUTES.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  // Seed 000 §2.2: "Every route except home and error404 requires a stored logged-in user".
  it('lets only home and error404 in without a login', () => {
    expect(ROUTES.filter((r) => !r.requiresLogin).map((r) => r.name)).toEqual(['home', 'error404']);
  });

  // DESIGN §1: the agent desk owns `/`, the admin console /painel/*, the flow designer /fluxo/*,
  // reports /reports/*.
  it('gives each path to the remote that owns its prefix', () => {
    expect(routesOf('agentDesk').map((r) => r.name)).toEqual(['atendimento']);
    expect(routesOf('adminConsole').every((r) => r.pattern.startsWith('/painel'))).toBe(true);
    expect(routesOf('flowDesigner').every((r) => r.pattern.startsWith('/fluxo'))).toBe(true);
    expect(routesOf('reports').every((r) => r.pattern.startsWith('/reports'))).toBe(true);
    expect(routesOf('shell').map((r) => r.name)).toEqual(['home', 'error404']);
    for (const remote of REMOTE_NAMES) {
      expect(routeByName(REMOTE_MOUNTS[remote].rootRoute)?.owner).toBe(remote);
    }
  });

  // Seed 000 §6 and seed 001 §6: the functionality area of each screen.
  it.each<[AreaName, string[]]>([
    ['attendance', ['atendimento']],
    ['dashboard', ['painelCliente']],
    ['operators', ['listaOperadores', 'cadastro', 'atualizar']],
    ['campaigns', ['listCampaign', 'campaign', 'updateCampaign']],
    ['groups', ['listGroup', 'group', 'updateGroup']],
    ['templates', ['messagesTemplate', 'newMessageTemplate', 'updateMessageTemplate']],
    ['files', ['loadFiles', 'newUploadFile', 'updateFile']],
    ['hsm', ['executeHsm']],
    ['reasons', ['reasons', 'reason']],
    ['reports', ['reports', 'update-reports', 'report-settings']],
    ['flows', ['fluxo', 'create-fluxo', 'view-fluxo', 'update-fluxo']],
    ['payments', ['payments']],
  ])('area %s has the routes %p', (area, names) => {
    expect(routeNamesOfArea(area)).toEqual(names);
  });

  // Seed 000 §2.5: "entries: panel, attendance, campaigns, operators, groups, reports, flows,
  // templates, reasons, HSM, quit."
  it('names the side-menu entry of each area of seed 000 §2.5', () => {
    const entries: AreaName[] = [
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
    ];
    expect(entries.map((area) => menuRouteOf(area)?.pattern)).toEqual([
      '/painel/cliente',
      '/',
      '/painel/list-campaign',
      '/painel/lista-operadores',
      '/painel/list-group',
      '/reports',
      '/fluxo',
      '/painel/templates',
      '/painel/reasons',
      '/painel/hsm',
    ]);
    expect(menuRouteOf('files')).toBeUndefined();
    expect(menuRouteOf('payments')).toBeUndefined();
  });
});
