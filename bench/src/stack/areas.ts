/** The four remote areas of the shell (DESIGN §2 `config.json` keys). */
export type RemoteName = 'agentDesk' | 'adminConsole' | 'flowDesigner' | 'reports';

/** Where a remote's area lives in the shell and who can open it (seed 000 §2.1, demo users). */
export interface RemoteArea {
  /** The shell path that renders the area (its code loads when this route is first visited). */
  route: string;
  /** A demo user (password Atende@2026) with a single customer, who may open the area. */
  user: string;
  /** The area's English name, as the shell's footer shows it next to the loaded version. */
  label: string;
}

/** Route and user of each remote area, in the shell's menu order. */
export const REMOTE_AREAS: Readonly<Record<RemoteName, RemoteArea>> = Object.freeze({
  agentDesk: { route: '/', user: 'agent1', label: 'Service' },
  adminConsole: { route: '/painel/cliente', user: 'storeadmin', label: 'Admin panel' },
  flowDesigner: { route: '/fluxo', user: 'storeadmin', label: 'Flows' },
  reports: { route: '/reports', user: 'storeadmin', label: 'Reports' },
});

/** True for a federation name the shell knows as a remote area. */
export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTE_AREAS, name);
}

/** The demo password of every seeded user. */
export const DEMO_PASSWORD = 'Atende@2026';
