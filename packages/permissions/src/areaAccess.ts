import type { AreaName } from '@atende/contract';
import {
  AREA_NAMES,
  Area,
  REDIRECT_ROUTE,
  SIDE_MENU_AREAS,
  isAreaName,
  type Access,
  type AreaRule,
} from './areas';
import { levelOf } from './levels';
import type { Entries } from './types';

// The access decisions read from the area table (seed 000 §6, seed 001 §6): one function per
// question a screen, the side menu or the API server asks.

/** The rule of an area; an unknown name is a programming error. */
function ruleOf(area: AreaName): AreaRule {
  if (!isAreaName(area)) throw new Error(`Unknown permission area: ${String(area)}`);
  return Area[area];
}

/** The one access decision used by screens and by the API server. */
export function accessFor(entries: Entries, area: AreaName): Access {
  const r = ruleOf(area);
  const level = levelOf(entries, r.functionality);
  if (level < r.minLevel) return r.whenDenied;
  if (r.readOnlyLevel !== null && level === r.readOnlyLevel) return 'read-only';
  return 'edit';
}

/** True when the screen may be shown (read-only or edit). */
export function canOpenArea(entries: Entries, area: AreaName): boolean {
  const access = accessFor(entries, area);
  return access === 'read-only' || access === 'edit';
}

/** True when the screen must redirect to painelCliente (level below 2, seed 000 §6). */
export function mustRedirect(entries: Entries, area: AreaName): boolean {
  return accessFor(entries, area) === 'redirect';
}

/** The route name to redirect to (painelCliente), or undefined when the screen may stay. */
export function redirectFor(entries: Entries, area: AreaName): typeof REDIRECT_ROUTE | undefined {
  return mustRedirect(entries, area) ? REDIRECT_ROUTE : undefined;
}

/** True when the area shows with its edit, new and group-change buttons disabled (level exactly 2). */
export function isAreaReadOnly(entries: Entries, area: AreaName): boolean {
  return accessFor(entries, area) === 'read-only';
}

/** True when the user may change things in the area (what the API checks before a write). */
export function canEditArea(entries: Entries, area: AreaName): boolean {
  return accessFor(entries, area) === 'edit';
}

/** True when the area's side-menu entry appears: level above 2 (seed 000 §6), above 1 for the dashboard (seed 001 §6). */
export function canSeeMenuEntry(entries: Entries, area: AreaName): boolean {
  const r = ruleOf(area);
  return levelOf(entries, r.functionality) >= r.menuMinLevel;
}

/** The side-menu areas the user sees, in menu order. */
export function visibleMenuAreas(entries: Entries): AreaName[] {
  return SIDE_MENU_AREAS.filter((area) => canSeeMenuEntry(entries, area));
}

/** The area a route name belongs to, or undefined for routes without a level rule (home, error404). */
export function areaForRoute(routeName: string): AreaName | undefined {
  return AREA_NAMES.find((area) => Area[area].routes.includes(routeName));
}
