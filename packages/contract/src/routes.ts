/**
 * The screen areas of seed 000 §6 and seed 001 §6, by the names `@atende/permissions` gives them
 * (its `Area` table has one rule per name: the compiler keeps both lists equal).
 */
export type AreaName =
  | 'operators'
  | 'dashboard'
  | 'campaigns'
  | 'files'
  | 'groups'
  | 'templates'
  | 'flows'
  | 'reports'
  | 'hsm'
  | 'reasons'
  | 'attendance'
  | 'payments';

/** The four remotes, by the key the shell's `config.json` names them with (DESIGN §2). */
export type RemoteName = 'agentDesk' | 'adminConsole' | 'flowDesigner' | 'reports';

/** Who renders a route: the shell itself or one remote. */
export type RouteOwner = 'shell' | RemoteName;

/** One route of the specifications. */
export interface RouteEntry {
  /** The route name exactly as the specifications write it (titles: `HOME | Atende`). */
  readonly name: string;
  /** The react-router path pattern. */
  readonly pattern: string;
  /** The path as the specification writes it (`{id}` parts, or a note when it shows none). */
  readonly specPath: string;
  /** The functionality area whose level rule guards it (`@atende/permissions`); null: no level rule. */
  readonly area: AreaName | null;
  /** Who renders it. */
  readonly owner: RouteOwner;
  /** False for home and error404, the routes that need no logged-in user (seed 000 §2.2). */
  readonly requiresLogin: boolean;
  /** This route is its area's side-menu entry (seed 000 §2.5). */
  readonly menuEntry?: boolean;
}

const route = (r: RouteEntry): RouteEntry => Object.freeze({ ...r });
const shell = (name: string, pattern: string): RouteEntry =>
  route({ name, pattern, specPath: pattern, area: null, owner: 'shell', requiresLogin: false });
const panel = (
  name: string,
  pattern: string,
  area: AreaName,
  extra: Partial<Pick<RouteEntry, 'specPath' | 'menuEntry'>> = {},
): RouteEntry =>
  route({
    name,
    pattern,
    specPath: pattern,
    area,
    owner: 'adminConsole',
    requiresLogin: true,
    ...extra,
  });

/**
 * The route registry: every row of seed 000 §2.1 (and seed 001 §2, which repeats the panel, report and
 * flow rows), with its name, path pattern, area and owner. The shell's route table, titles and guard,
 * `@atende/permissions`' areas and every remote's routes read it. First match wins, so exact paths
 * come before the patterns that would also match them.
 *
 * Where the seeds leave a choice:
 * - `/painel` is "painelCliente (as /painel/cliente)" (seed 000 §2.1): both paths carry that name.
 * - Seed 000 §2.1 lists "/painel/reasons, /painel/reason/new, /painel/reason/new/{id} | reasons";
 *   seed 001 §2 names the edit screen "reason (new) | /painel/reason/new and /painel/reason/new/{id}".
 *   The list is `reasons`, the edit screen `reason` (seed 001's finer name).
 * - `view-fluxo`'s path packs eight values into one segment (`/fluxo/view/{id}-{name}-...`); the
 *   pattern takes the segment whole (`:flow`) and the flow designer splits it.
 * - `update-fluxo`: "/fluxo update route ... exact path shape not shown" (seed 000 §2.1): assumed
 *   `/fluxo/update/:flow`; the flow designer fills `:flow` with `view-fluxo`'s encoded parts.
 * - The payments report (seed 001 §3: "Their screen and call are not shown") is `payments` at
 *   `/reports/payments` in the report area, guarded by the Payment level (docs/adr/0026).
 * - The side-menu entries of seed 000 §2.5 (panel, attendance, campaigns, operators, groups, reports,
 *   flows, templates, reasons, HSM) open each area's list (`menuEntry`).
 */
export const ROUTES: readonly RouteEntry[] = Object.freeze([
  shell('home', '/home'),
  route({
    name: 'atendimento',
    pattern: '/',
    specPath: '/',
    area: 'attendance',
    owner: 'agentDesk',
    requiresLogin: true,
    menuEntry: true,
  }),
  panel('painelCliente', '/painel', 'dashboard'),
  panel('listaOperadores', '/painel/lista-operadores', 'operators', { menuEntry: true }),
  panel('listCampaign', '/painel/list-campaign', 'campaigns', { menuEntry: true }),
  panel('campaign', '/painel/campaign', 'campaigns'),
  panel('updateCampaign', '/painel/edit-campaign/:id', 'campaigns', {
    specPath: '/painel/edit-campaign/{id}',
  }),
  panel('listGroup', '/painel/list-group', 'groups', { menuEntry: true }),
  panel('group', '/painel/group', 'groups'),
  panel('updateGroup', '/painel/edit-group/:id', 'groups', {
    specPath: '/painel/edit-group/{id}',
  }),
  panel('cadastro', '/painel/cadastro', 'operators'),
  panel('atualizar', '/painel/edit-user/:id', 'operators', { specPath: '/painel/edit-user/{id}' }),
  panel('painelCliente', '/painel/cliente', 'dashboard', { menuEntry: true }),
  panel('messagesTemplate', '/painel/templates', 'templates', { menuEntry: true }),
  panel('newMessageTemplate', '/painel/templates/new', 'templates'),
  panel('updateMessageTemplate', '/painel/templates/edit/:id', 'templates', {
    specPath: '/painel/templates/edit/{id}',
  }),
  panel('loadFiles', '/painel/files', 'files'),
  panel('newUploadFile', '/painel/files/new', 'files'),
  panel('updateFile', '/painel/files/new/:id', 'files', { specPath: '/painel/files/new/{id}' }),
  panel('executeHsm', '/painel/hsm', 'hsm', { menuEntry: true }),
  panel('reasons', '/painel/reasons', 'reasons', { menuEntry: true }),
  panel('reason', '/painel/reason/new', 'reasons'),
  panel('reason', '/painel/reason/new/:id', 'reasons', { specPath: '/painel/reason/new/{id}' }),
  route({
    name: 'reports',
    pattern: '/reports',
    specPath: '/reports',
    area: 'reports',
    owner: 'reports',
    requiresLogin: true,
    menuEntry: true,
  }),
  route({
    name: 'update-reports',
    pattern: '/reports/update',
    specPath: '/reports/update',
    area: 'reports',
    owner: 'reports',
    requiresLogin: true,
  }),
  route({
    name: 'report-settings',
    pattern: '/reports/settings',
    specPath:
      "/reports/settings (the customer's report time zone and business hours, issue 20; docs/adr/0033)",
    area: 'reports',
    owner: 'reports',
    requiresLogin: true,
  }),
  route({
    name: 'payments',
    pattern: '/reports/payments',
    specPath:
      '/reports/payments (the payments report: "Their screen and call are not shown", seed 001 §3)',
    area: 'payments',
    owner: 'reports',
    requiresLogin: true,
  }),
  route({
    name: 'fluxo',
    pattern: '/fluxo',
    specPath: '/fluxo',
    area: 'flows',
    owner: 'flowDesigner',
    requiresLogin: true,
    menuEntry: true,
  }),
  route({
    name: 'create-fluxo',
    pattern: '/fluxo/create',
    specPath: '/fluxo/create',
    area: 'flows',
    owner: 'flowDesigner',
    requiresLogin: true,
  }),
  route({
    name: 'view-fluxo',
    pattern: '/fluxo/view/:flow',
    specPath:
      '/fluxo/view/{id}-{name}-{channel}-{flowMessage}-{startDate}-{endDate}-{flowExitMessage}-{flowLeaveMessage}',
    area: 'flows',
    owner: 'flowDesigner',
    requiresLogin: true,
  }),
  route({
    name: 'update-fluxo',
    pattern: '/fluxo/update/:flow',
    specPath: '/fluxo update route (exact path shape not shown)',
    area: 'flows',
    owner: 'flowDesigner',
    requiresLogin: true,
  }),
  shell('error404', '/error404'),
]);

/**
 * Where the shell mounts each remote (its `RemoteRoutes` renders the rest under it), and the route
 * that names a sub-path the registry does not know (the title, and the guard's area).
 */
export const REMOTE_MOUNTS: Readonly<Record<RemoteName, { path: string; rootRoute: string }>> =
  Object.freeze({
    agentDesk: Object.freeze({ path: '/', rootRoute: 'atendimento' }),
    adminConsole: Object.freeze({ path: '/painel/*', rootRoute: 'painelCliente' }),
    flowDesigner: Object.freeze({ path: '/fluxo/*', rootRoute: 'fluxo' }),
    reports: Object.freeze({ path: '/reports/*', rootRoute: 'reports' }),
  });

/** Every remote, in menu order. */
export const REMOTE_NAMES: readonly RemoteName[] = Object.freeze(
  Object.keys(REMOTE_MOUNTS) as RemoteName[],
);

/** The registry's first entry with this route name, or undefined. */
export function routeByName(name: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.name === name);
}

/** The entries a remote (or the shell) renders, in registry order. */
export function routesOf(owner: RouteOwner): RouteEntry[] {
  return ROUTES.filter((r) => r.owner === owner);
}

/** The route names of an area (`flows` → fluxo, create-fluxo, view-fluxo, update-fluxo), without repeats. */
export function routeNamesOfArea(area: AreaName): string[] {
  return [...new Set(ROUTES.filter((r) => r.area === area).map((r) => r.name))];
}

/** The route of an area's side-menu entry, or undefined for an area without one (files, payments). */
export function menuRouteOf(area: AreaName): RouteEntry | undefined {
  return ROUTES.find((r) => r.area === area && r.menuEntry === true);
}
