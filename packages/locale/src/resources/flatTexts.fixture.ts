// For the resource tests: every text of a language and namespace by its dotted key.
import { resources } from './resources';

/** Nested texts. */
type Tree = { [key: string]: string | Tree };

/** Flattens nested texts into `a.b.c` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The texts of one namespace in one language, by dotted key. */
export const flat = (language: string, namespace: string): Map<string, string> =>
  flatten((resources as unknown as Record<string, Record<string, Tree>>)[language]![namespace]!);
