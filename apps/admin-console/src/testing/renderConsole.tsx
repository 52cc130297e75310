import { ManagerFrame } from '@atende/ui';
import { managerRemoteKit } from '@atende/ui/testing';
import type { ReactNode } from 'react';
import { CONSOLE_FRAME } from '../features/frame/consoleFrame';
import { useConsoleLive } from '../features/frame/useConsoleLive';
import { registerConsoleTexts } from '../locale/consoleTexts';

export { loginManager, type Levels } from '@atende/api-client/testing';

/**
 * The console's test kit (the UI kit's `managerRemoteKit`): `resetConsole` before each test (English
 * texts, test addresses, no session); `renderConsole` renders as the shell hosts the console (the
 * kit's providers, the levels' permissions, a router at /painel/cliente, a quiet hub).
 */
const kit = managerRemoteKit({ registerTexts: registerConsoleTexts, path: '/painel/cliente' });

export const resetConsole = kit.reset;
export const renderConsole = kit.render;

/** The console's frame with its live data around a page, as `RemoteRoutes` draws it. */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  useConsoleLive();
  return <ManagerFrame {...CONSOLE_FRAME}>{children}</ManagerFrame>;
}
