import { menuRouteOf, routeByName, type AreaName } from '@atende/contract';
import { accessFor, canOpenArea, canSeeMenuEntry } from './areaAccess';
import { REDIRECT_ROUTE, SIDE_MENU_AREAS, type Access } from './areas';
import type { Entries } from './types';

/**
 * The access decision for a route of the registry (`@atende/contract` `ROUTES`), by its area's rule:
 * `open` for a route without a level rule (home, error404, or a name the registry does not know).
 */
export function accessForRoute(entries: Entries, routeName: string): Access | 'open' {
  const area = routeByName(routeName)?.area;
  return area ? accessFor(entries, area) : 'open';
}

/** One side-menu entry the user sees: the area, the route it opens and that route's path. */
export interface MenuEntry {
  area: AreaName;
  routeName: string;
  path: string;
}

/**
 * The side-menu entries of seed 000 §2.5 that the user sees, in menu order: "Menu entries appear only
 * with level above 2" (seed 000 §6), the dashboard "shown only above level 1" (seed 001 §6).
 */
export function visibleMenuEntries(entries: Entries): MenuEntry[] {
  return SIDE_MENU_AREAS.flatMap((area) => {
    const route = menuRouteOf(area);
    if (!route || accessFor(entries, area) === 'hidden') return [];
    return canSeeMenuEntry(entries, area)
      ? [{ area, routeName: route.name, path: route.pattern }]
      : [];
  });
}

/**
 * Whether the agent's profile menu offers the admin panel: "Agents reach the admin panel from the
 * profile menu" (seed 000 §2.4, §6) when the panel opens for them, i.e. its client dashboard
 * (painelCliente, the fallback of every area) is shown (Painel above 1, seed 001 §6).
 */
export function canOpenAdminPanel(entries: Entries): boolean {
  return canOpenArea(entries, 'dashboard');
}

/** What the landing rule needs besides the levels. */
export interface LandingOptions {
  /** The user answers at least one attendance group in the current customer (any, while none is chosen). */
  servesQueue: boolean;
}

/**
 * Where a user lands after login (seed 000 §7: "goes to the agent screen (or manager area by
 * permission; exact rule not shown)"). Ours, on the same area rules as the guard: the agent screen
 * (atendimento) when it opens for the user and the user serves a queue; otherwise the panel
 * (painelCliente) when it opens; otherwise the agent screen, whose guard then decides.
 */
export function landingRoute(
  entries: Entries,
  { servesQueue }: LandingOptions,
): 'atendimento' | typeof REDIRECT_ROUTE {
  if (canOpenArea(entries, 'attendance') && servesQueue) return 'atendimento';
  if (canOpenAdminPanel(entries)) return REDIRECT_ROUTE;
  return 'atendimento';
}
