/** The i18next namespaces: shared texts, one per app, and the UI kit's (`ui`, for `@atende/ui`). */
export const NAMESPACES = [
  'common',
  'shell',
  'agentDesk',
  'admin',
  'flow',
  'reports',
  'ui',
] as const;

/** One of the namespaces. */
export type Namespace = (typeof NAMESPACES)[number];

/** The namespace `t` uses by default, and the fallback of the others. */
export const DEFAULT_NAMESPACE: Namespace = 'common';
