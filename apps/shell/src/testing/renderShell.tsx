import { resetRemote } from '@atende/api-client/testing';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '@atende/routing';
import { AppProviders } from '../app/AppProviders';
import { createShellRoutes } from '../app/routes';
import { initShellLocale } from '../locale/shellLocale';

/** Fresh session, storage and English texts before a test. */
export async function resetShell(): Promise<void> {
  initShellLocale({ language: 'en' });
  await resetRemote({ language: 'en' });
  document.cookie = 'atende_paused=; path=/; max-age=0';
}

/** Renders a component inside the shell's providers (i18next, antd locale and App). */
export function renderWithProviders(ui: ReactNode): RenderResult {
  return render(<AppProviders>{ui}</AppProviders>);
}

/** Renders the whole shell at `path` with an in-memory router. */
export function renderShell(
  path: string,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(createShellRoutes({ remoteRetryDelayMs: 0 }), {
    initialEntries: [path],
  });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/**
 * The open antd dialog with this title. (antd gives every dialog the same `aria-labelledby` id under
 * test, so `getByRole('dialog', { name })` cannot tell them apart.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  // antd's Modal, or a native one (the login dialog, NativeDialog).
  const heading = await screen.findByText(title, {
    selector: '.ant-modal-title, .atn-dialog-title',
  });
  const dialog = heading.closest<HTMLElement>('[role="dialog"], dialog');
  if (!dialog) throw new Error(`No dialog around the title ${title}`);
  return dialog;
}
