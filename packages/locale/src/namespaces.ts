/** The i18next namespaces: shared texts plus one per app. */
export const NAMESPACES = ['common', 'shell', 'agentDesk', 'admin', 'flow', 'reports'] as const;

/** One of the namespaces. */
export type Namespace = (typeof NAMESPACES)[number];

/** The namespace `t` uses by default, and the fallback of the others. */
export const DEFAULT_NAMESPACE: Namespace = 'common';
