// The admin console's public face (DESIGN §2): one exposed module rendering its own routes.
import { routesOf, type RemoteRoutesModule } from '@atende/contract';
import { ConsoleRoutes } from './app/ConsoleRoutes';
import { registerStartTexts } from './locale/startTexts';

registerStartTexts();

/**
 * The admin console's routes: those the registry of `@atende/contract` gives it
 * (`routesOf('adminConsole')`, every `/painel/*` route of seed 000 §2.1 and seed 001 §2), rendered
 * under the shell's router at `/painel/*`. The shell titles and guards them.
 */
export function RemoteRoutes() {
  return <ConsoleRoutes />;
}

/** The routes this module renders, from the registry (checked by Routes.test.tsx). */
export const ADMIN_CONSOLE_ROUTES = routesOf('adminConsole');

// The exposed module's shape is the contract's `RemoteRoutesModule`.
const _exposed: RemoteRoutesModule = { RemoteRoutes };
