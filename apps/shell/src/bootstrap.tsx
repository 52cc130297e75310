// Must come before antd is used: React 19 support for antd 5 (DESIGN §4).
import '@ant-design/v5-patch-for-react-19';
import { agentPreferencesStore, configureApi, registerLogoutCleanup } from '@atende/api-client';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createShellRoutes } from './app/routes';
import { StartupError } from './app/StartupError';
import { loadShellConfig } from './config/shellConfig';
import { registerShellRemotes } from './federation/remotes';
import { initShellLocale } from './locale/shellLocale';
import { registerServerLogout } from './session/serverLogout';
import { clearPauseCookie, readPauseCookie } from './topBars/pauseCookie';

/** Reads config.json, configures the API client, registers the remotes, then renders. */
async function start(): Promise<void> {
  initShellLocale();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  try {
    const config = await loadShellConfig();
    configureApi(config);
    registerShellRemotes(config.remotes);
  } catch (error) {
    console.error('The shell could not start.', error);
    root.render(
      <AppProviders>
        <StartupError />
      </AppProviders>,
    );
    return;
  }
  agentPreferencesStore.getState().setPausedFlag(readPauseCookie());
  registerLogoutCleanup(() => {
    clearPauseCookie();
    agentPreferencesStore.getState().reset();
  });
  registerServerLogout();
  const router = createBrowserRouter(createShellRoutes());
  root.render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void start();
