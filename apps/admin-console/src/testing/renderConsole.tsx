import { type LoggedInUser } from '@atende/contract';
import {
  loginAs,
  makeManager,
  permissionsOf,
  renderInRemote,
  resetRemote,
  type Levels,
  type RemoteRender,
  type TestHub,
} from '@atende/api-client/testing';
import { UiProviders } from '@atende/ui';
import type { ReactNode } from 'react';
import { registerConsoleTexts } from '../locale/consoleTexts';

export type { Levels };

/** English texts, configured addresses and no session before a test. */
export async function resetConsole(): Promise<void> {
  registerConsoleTexts({ language: 'en' });
  await resetRemote({ language: 'en' });
}

/** Logs a manager of customer 1 (Acme Telecom) in, with these levels and role (default 3). */
export function loginManager(levels: Levels, patch: Partial<LoggedInUser> = {}): LoggedInUser {
  return loginAs(makeManager(levels, patch));
}

/** Options of `renderConsole`. */
export interface RenderConsoleOptions {
  /** The user's levels (the page guard's read-only context is not applied: pass `readOnly` to the page). */
  levels?: Levels;
  /** The address the router starts at (default /painel/cliente). */
  path?: string;
  functionId?: number;
  /** The hub the console's live data connects to (default: a quiet one, no network). */
  hub?: TestHub;
}

/** Renders as the shell hosts the console: the kit's `renderInRemote` with the console's UI providers. */
export function renderConsole(ui: ReactNode, options: RenderConsoleOptions = {}): RemoteRender {
  return renderInRemote(ui, {
    wrapper: UiProviders,
    permissions: permissionsOf(options.levels ?? {}),
    functionId: options.functionId ?? 3,
    route: options.path ?? '/painel/cliente',
    hub: options.hub,
  });
}
