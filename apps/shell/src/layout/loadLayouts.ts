// One `import()` per logged-in layout, used by the routes and by the first page's prefetch: two call
// sites of the same module would give webpack two chunks holding it, and a cold visit fetched both.

/** The agent layout's code (top bar and area), fetched once. */
export const loadAgentLayout = () => import('./AgentLayout');

/** The manager layout's code (top bar and side menu), fetched once. */
export const loadManagerLayout = () => import('./ManagerLayout');
