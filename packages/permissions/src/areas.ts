import { routeNamesOfArea, type AreaName } from '@atende/contract';
import { Functionality, type FunctionalityName } from './functionality';
import { MENU_MIN_LEVEL, MIN_VIEW_LEVEL, READ_ONLY_LEVEL } from './levels';

// The screen areas of seed 000 §6 and seed 001 §6: their names (`AreaName`) are declared with the
// route registry of `@atende/contract`, which says the area of every route; `Area` below has one
// rule per name.

/**
 * What a user may do in an area:
 * - `hidden`: the area's content is not shown (the dashboard, which is itself the fallback);
 * - `redirect`: the screen must send the user to painelCliente;
 * - `read-only`: the screen shows, edit / new / group-change buttons are disabled;
 * - `edit`: full access to the area.
 */
export type Access = 'hidden' | 'redirect' | 'read-only' | 'edit';

/** The access rule of one area. */
export interface AreaRule {
  /** The area's own name. */
  readonly area: AreaName;
  /** The functionality whose level decides. */
  readonly functionality: FunctionalityName;
  /** Below this level the area is denied. */
  readonly minLevel: number;
  /** What a denied area does: send the user to painelCliente, or show nothing. */
  readonly whenDenied: 'redirect' | 'hidden';
  /** The level at which the area is read-only (2), or null when the area has no read-only state. */
  readonly readOnlyLevel: number | null;
  /** The lowest level at which the area's side-menu entry appears. */
  readonly menuMinLevel: number;
  /** The route names (as the specifications write them) that belong to the area: the registry's (`ROUTES`). */
  readonly routes: readonly string[];
  /** Where the rule comes from. */
  readonly source: string;
}

/** The route every denied screen redirects to (seed 000 §6, seed 001 §6). */
export const REDIRECT_ROUTE = 'painelCliente';

const rule = (r: Omit<AreaRule, 'routes'>): AreaRule =>
  Object.freeze({ ...r, routes: Object.freeze(routeNamesOfArea(r.area)) });

/**
 * The access table, one rule per area. Screens (guards) and the API server both read it through `accessFor`.
 * Where a specification names no read-only state for an area that has edit actions, the general rule of
 * seed 001 §9 ("exactly 2 is read-only") and seed 000 §6 ("Level 3 and above allows editing") applies.
 */
export const Area: Readonly<Record<AreaName, AreaRule>> = Object.freeze({
  operators: rule({
    area: 'operators',
    functionality: Functionality.User,
    minLevel: MIN_VIEW_LEVEL,
    whenDenied: 'redirect',
    readOnlyLevel: READ_ONLY_LEVEL,
    menuMinLevel: MENU_MIN_LEVEL,
    source:
      'seed 000 §6 (redirect below 2; read-only at exactly 2 on the operator list); seed 001 §6 Operator form',
  }),
  dashboard: rule({
    area: 'dashboard',
    functionality: Functionality.Painel,
    minLevel: 2,
    whenDenied: 'hidden',
    readOnlyLevel: null,
    menuMinLevel: 2,
    source:
      'seed 001 §6 Dashboard: shown only above level 1. It is the fallback of every other area, so it hides ' +
      'instead of redirecting, and its menu entry follows the same "above 1" rule rather than seed 000 §6 "above 2".',
  }),
  campaigns: rule({
    area: 'campaigns',
    functionality: Functionality.Campaign,
    minLevel: MIN_VIEW_LEVEL,
    whenDenied: 'redirect',
    readOnlyLevel: READ_ONLY_LEVEL,
    menuMinLevel: MENU_MIN_LEVEL,
    source: 'seed 000 §6 (redirect below 2; read-only at exactly 2 on the campaign list)',
  }),
  files: rule({
    area: 'files',
    functionality: Functionality.Campaign,
    minLevel: MIN_VIEW_LEVEL,
    whenDenied: 'redirect',
    readOnlyLevel: READ_ONLY_LEVEL,
    menuMinLevel: MENU_MIN_LEVEL,
    source:
      'seed 001 §6 Files: Campaign, level 2 or more; read-only at 2 by seed 001 §9 (same functionality as campaigns)',
  }),
  groups: rule({
    area: 'groups',
    functionality: Functionality.AttendenceGroup,
    minLevel: MIN_VIEW_LEVEL,
    whenDenied: 'redirect',
    readOnlyLevel: READ_ONLY_LEVEL,
    menuMinLevel: MENU_MIN_LEVEL,
    source: 'seed 001 §6 Groups: level 2 or more else redirect; at exactly 2 buttons disabled',
  }),
  templates: rule({
    area: 'templates',
    functionality: Functionality.Template,
    minLevel: MIN_VIEW_LEVEL,
    whenDenied: 'redirect',
    readOnlyLevel: READ_ONLY_LEVEL,
    menuMinLevel: MENU_MIN_LEVEL,
    source: 'seed 001 §6 Templates: level 2 or more; at exactly 2 buttons disabled',
  }),
  flows: rule({
    area: 'flows',
    functionality: Functionality.Flow,
    minLevel: MIN_VIEW_LEVEL,
    whenDenied: 'redirect',
    readOnlyLevel: READ_ONLY_LEVEL,
    menuMinLevel: MENU_MIN_LEVEL,
    source:
      'seed 000 §6 (redirect below 2); seed 001 §6 Flow: level 2 or more, at exactly 2 the editor is read only',
  }),
  reports: rule({
    area: 'reports',
    functionality: Functionality.Report,
    minLevel: MIN_VIEW_LEVEL,
    whenDenied: 'redirect',
    readOnlyLevel: null,
    menuMinLevel: MENU_MIN_LEVEL,
    source:
      'seed 000 §6 (redirect below 2); viewing only, so no read-only state (report assignment: canManageReports)',
  }),
  hsm: rule({
    area: 'hsm',
    functionality: Functionality.HSM,
    minLevel: MIN_VIEW_LEVEL,
    whenDenied: 'redirect',
    readOnlyLevel: READ_ONLY_LEVEL,
    menuMinLevel: MENU_MIN_LEVEL,
    source:
      'seed 000 §6 and seed 001 §6 Bulk send: HSM, level 2 or more; read-only (no send) at 2 by seed 001 §9',
  }),
  reasons: rule({
    area: 'reasons',
    functionality: Functionality.Reasons,
    minLevel: MIN_VIEW_LEVEL,
    whenDenied: 'redirect',
    readOnlyLevel: READ_ONLY_LEVEL,
    menuMinLevel: MENU_MIN_LEVEL,
    source:
      'seed 000 §6 and seed 001 §6 Reasons: level 2 or more, else the client panel; read-only at 2 by seed 001 §9',
  }),
  attendance: rule({
    area: 'attendance',
    functionality: Functionality.Attendence,
    minLevel: MIN_VIEW_LEVEL,
    whenDenied: 'redirect',
    readOnlyLevel: null,
    menuMinLevel: MENU_MIN_LEVEL,
    source:
      'seed 000 §6 (screens for attendance redirect below 2). No read-only state: answering clients is the ' +
      "agent's work, not administration, and the specifications name none.",
  }),
  payments: rule({
    area: 'payments',
    functionality: Functionality.Payment,
    minLevel: MIN_VIEW_LEVEL,
    whenDenied: 'redirect',
    readOnlyLevel: null,
    menuMinLevel: MENU_MIN_LEVEL,
    source:
      'seed 001 §3 payments report (screen not shown); level 2 to view by seed 001 §9; a report, so no read-only state',
  }),
});

/** Every area name. */
export const AREA_NAMES: readonly AreaName[] = Object.freeze(Object.keys(Area) as AreaName[]);

/** The side-menu areas in the order of seed 000 §2.5 (panel, attendance, campaigns, operators, groups, reports, flows, templates, reasons, HSM). */
export const SIDE_MENU_AREAS: readonly AreaName[] = Object.freeze([
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
] as const);

/** True when `name` is an area of the table. */
export function isAreaName(name: unknown): name is AreaName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(Area, name);
}
