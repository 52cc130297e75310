import { type LoggedInUser } from '@atende/contract';
import {
  loginAs,
  makeManager,
  permissionsOf,
  renderInRemote,
  resetRemote,
  type Levels,
  type RemoteRender,
} from '@atende/api-client/testing';
import { UiProviders } from '@atende/ui';
import type { ReactNode } from 'react';
import { registerFlowTexts } from '../locale/flowTexts';

export type { Levels };

/** English texts, configured addresses and no session before a test. */
export async function resetFlow(): Promise<void> {
  registerFlowTexts({ language: 'en' });
  await resetRemote({ language: 'en' });
}

/** Logs a manager of customer 1 (Acme Telecom) in, with these levels and role (default 3). */
export function loginManager(levels: Levels, patch: Partial<LoggedInUser> = {}): LoggedInUser {
  return loginAs(makeManager(levels, patch));
}

/** Options of `renderFlow`. */
export interface RenderFlowOptions {
  /** The user's levels (the page guard's read-only context is not applied: it comes from `readOnly`). */
  levels?: Levels;
  /** The address the router starts at (default /fluxo). */
  path?: string;
  functionId?: number;
}

/** Renders as the shell hosts the flow designer: the kit's `renderInRemote` with the UI providers. */
export function renderFlow(ui: ReactNode, options: RenderFlowOptions = {}): RemoteRender {
  return renderInRemote(ui, {
    wrapper: UiProviders,
    permissions: permissionsOf(options.levels ?? {}),
    functionId: options.functionId ?? 3,
    route: options.path ?? '/fluxo',
  });
}
