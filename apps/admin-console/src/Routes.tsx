// The admin console's public face (DESIGN §2): one exposed module rendering its own routes.
import { routesOf, type RemoteRoutesModule } from '@atende/contract';
import { ManagerArea } from '@atende/ui';
import { PAGES } from './app/pages';
import { CONSOLE_FRAME } from './features/frame/consoleFrame';
import { useConsoleLive } from './features/frame/useConsoleLive';
import { registerStartTexts } from './locale/startTexts';

registerStartTexts();

/**
 * The admin console's routes: those the registry of `@atende/contract` gives it
 * (`routesOf('adminConsole')`, every `/painel/*` route of seed 000 §2.1 and seed 001 §2), rendered
 * under the shell's router at `/painel/*` in the console's frame (the kit's `ManagerArea`). The shell
 * titles and guards them. While the area is open the hub keeps the customer's data live.
 */
export function RemoteRoutes() {
  useConsoleLive();
  return <ManagerArea remote="adminConsole" pages={PAGES} {...CONSOLE_FRAME} />;
}

/** The routes this module renders, from the registry (checked by Routes.test.tsx). */
export const ADMIN_CONSOLE_ROUTES = routesOf('adminConsole');

// The exposed module's shape is the contract's `RemoteRoutesModule`.
const _exposed: RemoteRoutesModule = { RemoteRoutes };
