import type { Root } from 'react-dom/client';

/**
 * Replaces the page with the startup error (reload button). Its components load only when it is
 * needed, so the first page does not carry them.
 */
export async function renderStartupError(root: Root): Promise<void> {
  const [{ UiProviders }, { StartupError }] = await Promise.all([
    import('@atende/ui'),
    import('./StartupError'),
  ]);
  root.render(
    <UiProviders>
      <StartupError />
    </UiProviders>,
  );
}
