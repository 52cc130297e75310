import { routeByName } from '@atende/contract';
import { generatePath } from '@atende/routing';

/** The address of a registry route (seed 001 §2), with its parameters. */
export function pathOf(name: string, params: Record<string, string | number> = {}): string {
  const route = routeByName(name);
  if (!route) throw new Error(`No route named ${name}.`);
  return generatePath(
    route.pattern,
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
  );
}
