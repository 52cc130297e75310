// The flow designer's public face (DESIGN §2): one exposed module rendering its own routes.
import { routesOf, type RemoteRoutesModule } from '@atende/contract';
import { FlowRoutes } from './app/FlowRoutes';
import { registerStartTexts } from './locale/startTexts';

registerStartTexts();

/**
 * The flow designer's routes: those the registry of `@atende/contract` gives it
 * (`routesOf('flowDesigner')`: fluxo, create-fluxo, view-fluxo, update-fluxo of seed 000 §2.1),
 * rendered under the shell's router at `/fluxo/*`. The shell titles and guards them.
 */
export function RemoteRoutes() {
  return <FlowRoutes />;
}

/** The routes this module renders, from the registry (checked by Routes.test.tsx). */
export const FLOW_DESIGNER_ROUTES = routesOf('flowDesigner');

// The exposed module's shape is the contract's `RemoteRoutesModule`.
const _exposed: RemoteRoutesModule = { RemoteRoutes };
