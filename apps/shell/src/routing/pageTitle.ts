/** The fixed suffix of every page title (seed 000 §2.2 does not show it). */
const TITLE_SUFFIX = ' | Atende';

/**
 * The page title of a route: its name in upper case plus the fixed suffix (`HOME | Atende`). On its
 * own module so the home entry sets its title without loading the router (`routeNames` matches paths
 * with it).
 */
export function pageTitleFor(routeName: string): string {
  return `${routeName.toUpperCase()}${TITLE_SUFFIX}`;
}
