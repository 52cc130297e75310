import { ROUTES } from '@atende/contract';
import { generatePath } from '@atende/routing';

/**
 * The address of a registry route (seed 001 §2) with its parameters. A name the registry gives
 * several paths (`reason`: `/painel/reason/new` and `/painel/reason/new/:id`) takes the one whose
 * parameters are exactly those given.
 */
export function pathOf(name: string, params: Record<string, string | number> = {}): string {
  const keys = Object.keys(params).sort().join(',');
  const paramsOf = (pattern: string) =>
    [...pattern.matchAll(/:(\w+)/g)]
      .map((m) => m[1])
      .sort()
      .join(',');
  const route = ROUTES.find((r) => r.name === name && paramsOf(r.pattern) === keys);
  if (!route) throw new Error(`No route named ${name} with the parameters [${keys}].`);
  return generatePath(
    route.pattern,
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
  );
}
