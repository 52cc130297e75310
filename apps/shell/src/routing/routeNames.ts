import { matchPath } from 'react-router';

/** The fixed suffix of every page title (seed 000 §2.2 does not show it). */
const TITLE_SUFFIX = ' | Atende';

/** One route of the specifications: a path pattern and its name. */
export interface NamedRoute {
  pattern: string;
  name: string;
}

/**
 * Every route of seed 000 §2.1 and seed 001 §2 with the name the specifications give it. The shell owns
 * page titles for all of them, including the routes the remotes render. The `update-fluxo` path shape
 * is not shown by the specifications; `/fluxo/update/:flow` is the flow designer's to confirm.
 */
const NAMED_ROUTES: readonly NamedRoute[] = Object.freeze([
  { pattern: '/home', name: 'home' },
  { pattern: '/', name: 'atendimento' },
  { pattern: '/error404', name: 'error404' },
  { pattern: '/painel', name: 'painelCliente' },
  { pattern: '/painel/cliente', name: 'painelCliente' },
  { pattern: '/painel/lista-operadores', name: 'listaOperadores' },
  { pattern: '/painel/cadastro', name: 'cadastro' },
  { pattern: '/painel/edit-user/:id', name: 'atualizar' },
  { pattern: '/painel/list-campaign', name: 'listCampaign' },
  { pattern: '/painel/campaign', name: 'campaign' },
  { pattern: '/painel/edit-campaign/:id', name: 'updateCampaign' },
  { pattern: '/painel/list-group', name: 'listGroup' },
  { pattern: '/painel/group', name: 'group' },
  { pattern: '/painel/edit-group/:id', name: 'updateGroup' },
  { pattern: '/painel/templates', name: 'messagesTemplate' },
  { pattern: '/painel/templates/new', name: 'newMessageTemplate' },
  { pattern: '/painel/templates/edit/:id', name: 'updateMessageTemplate' },
  { pattern: '/painel/files', name: 'loadFiles' },
  { pattern: '/painel/files/new', name: 'newUploadFile' },
  { pattern: '/painel/files/new/:id', name: 'updateFile' },
  { pattern: '/painel/hsm', name: 'executeHsm' },
  { pattern: '/painel/reasons', name: 'reasons' },
  { pattern: '/painel/reason/new', name: 'reason' },
  { pattern: '/painel/reason/new/:id', name: 'reason' },
  { pattern: '/reports', name: 'reports' },
  { pattern: '/reports/update', name: 'update-reports' },
  { pattern: '/fluxo', name: 'fluxo' },
  { pattern: '/fluxo/create', name: 'create-fluxo' },
  { pattern: '/fluxo/view/:flow', name: 'view-fluxo' },
  { pattern: '/fluxo/update/:flow', name: 'update-fluxo' },
]);

/** The root route name of each remote area, used for a sub-path the table does not know. */
const AREA_ROOTS: readonly NamedRoute[] = Object.freeze([
  { pattern: '/painel/*', name: 'painelCliente' },
  { pattern: '/fluxo/*', name: 'fluxo' },
  { pattern: '/reports/*', name: 'reports' },
]);

/** The route name of a path (`/painel/list-campaign` → `listCampaign`), or undefined for an unknown path. */
export function routeNameFor(pathname: string): string | undefined {
  for (const route of NAMED_ROUTES) {
    if (matchPath({ path: route.pattern, end: true }, pathname)) return route.name;
  }
  for (const route of AREA_ROOTS) {
    if (matchPath({ path: route.pattern, end: true }, pathname)) return route.name;
  }
  return undefined;
}

/** The page title of a route: its name in upper case plus the fixed suffix (`HOME | Atende`). */
export function pageTitleFor(routeName: string): string {
  return `${routeName.toUpperCase()}${TITLE_SUFFIX}`;
}
