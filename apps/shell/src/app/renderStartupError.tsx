import type { Root } from 'react-dom/client';

/**
 * Replaces the page with the startup error (reload button). Its components load only when it is
 * needed, so the first page does not carry them.
 */
export async function renderStartupError(root: Root): Promise<void> {
  const [{ UiProviders }, { StartupError }] = await Promise.all([
    import('@atende/ui'),
    import('./StartupError'),
    // React 19 support for antd 5 (DESIGN §4), before antd renders.
    import('@ant-design/v5-patch-for-react-19'),
  ]);
  root.render(
    <UiProviders>
      <StartupError />
    </UiProviders>,
  );
}
