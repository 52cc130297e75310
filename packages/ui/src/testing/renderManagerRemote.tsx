import {
  permissionsOf,
  renderInRemote,
  resetRemote,
  type Levels,
  type RemoteRender,
  type TestHub,
} from '@atende/api-client/testing';
import type { ReactNode } from 'react';
import { UiProviders } from '../providers/UiProviders';

/** Options of a manager remote's render (`managerRemoteKit`). */
export interface ManagerRenderOptions {
  /** The user's levels (the page guard's read-only context is not applied: pass `readOnly` to the page). */
  levels?: Levels;
  /** The address the router starts at (default: the kit's `path`). */
  path?: string;
  /** The user's role (default 3, customer administrator). */
  functionId?: number;
  /** The hub the remote's live data connects to (default: a quiet one, no network). */
  hub?: TestHub;
}

/** What `managerRemoteKit` gives a remote's tests. */
export interface ManagerRemoteKit {
  /** Before each test: the remote's texts in English, the test addresses, no session. */
  reset: () => Promise<void>;
  /** Renders as the shell hosts the remote: `renderInRemote` with the kit's `UiProviders`. */
  render: (ui: ReactNode, options?: ManagerRenderOptions) => RemoteRender;
}

/**
 * The test kit of a manager remote (the console, the flow designer, reports next): `reset` registers
 * the remote's texts (`registerTexts`, given `{ language: 'en' }`) and resets the session;
 * `render` renders a screen with the kit's providers, the levels' permissions and a router at `path`.
 */
export function managerRemoteKit(options: {
  registerTexts: (options: { language: string }) => void;
  path: string;
}): ManagerRemoteKit {
  return {
    async reset() {
      options.registerTexts({ language: 'en' });
      await resetRemote({ language: 'en' });
    },
    render(ui, renderOptions = {}) {
      return renderInRemote(ui, {
        wrapper: UiProviders,
        permissions: permissionsOf(renderOptions.levels ?? {}),
        functionId: renderOptions.functionId ?? 3,
        route: renderOptions.path ?? options.path,
        hub: renderOptions.hub,
      });
    },
  };
}
