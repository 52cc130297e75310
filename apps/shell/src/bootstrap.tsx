// React 19 support for antd 5 (DESIGN §4) is imported where antd first renders (AppProviders,
// home's dialogs, the startup error), not here: the login page loads no antd (ADR 0029).
import { agentPreferencesStore, configureApi, registerLogoutCleanup } from '@atende/api-client';
import { createRoot } from 'react-dom/client';
import { renderStartupError } from './app/renderStartupError';
import { prefetchFirstPage, startFirstPageCalls, startPage } from './app/startPage';
import { fetchConfig } from './config/earlyConfig';
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
  prefetchFirstPage();
  try {
    // The entry asked for config.json already (index.ts): take that answer.
    const config = await loadShellConfig(fetchConfig);
    configureApi(config);
    registerShellRemotes(config.remotes);
    startFirstPageCalls();
  } catch (error) {
    console.error('The shell could not start.', error);
    await renderStartupError(root);
    return;
  }
  agentPreferencesStore.getState().setPausedFlag(readPauseCookie());
  registerLogoutCleanup(() => {
    clearPauseCookie();
    agentPreferencesStore.getState().reset();
  });
  registerServerLogout();
  startPage(root);
}

void start();
