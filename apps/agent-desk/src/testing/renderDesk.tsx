import { type LoggedInUser } from '@atende/contract';
import {
  loginAs,
  makeUser,
  renderInRemote,
  resetRemote,
  type RemoteRender,
  type RenderInRemoteOptions,
} from '@atende/api-client/testing';
import { UiProviders } from '@atende/ui';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { registerDeskTexts } from '../locale/deskTexts';

/** English texts, configured addresses and no session before a test. */
export async function resetDesk(): Promise<void> {
  registerDeskTexts({ language: 'en' });
  await resetRemote({ language: 'en' });
}

/** Logs the test agent in (the kit's agent of customer 1, Acme Telecom). */
export function loginAgent(patch: Partial<LoggedInUser> = {}): LoggedInUser {
  return loginAs(makeUser(patch));
}

/** Renders as the shell hosts the desk (the kit's `renderInRemote` with the desk's UI providers). */
export function renderDesk(
  ui: ReactNode,
  options: Omit<RenderInRemoteOptions, 'wrapper'> = {},
): RemoteRender {
  return renderInRemote(ui, { ...options, wrapper: UiProviders });
}

/**
 * The open antd dialog with this title. (antd gives every dialog the same `aria-labelledby` id under
 * test, so `getByRole('dialog', { name })` cannot tell them apart.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog around the title ${title}`);
  return dialog;
}
