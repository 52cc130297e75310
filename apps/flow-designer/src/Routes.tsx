// The flow designer's public face (DESIGN §2): one exposed module rendering its own routes.
import { routesOf, type RemoteRoutesModule } from '@atende/contract';
import { ManagerArea } from '@atende/ui';
import { PAGES } from './app/pages';
import { FLOW_FRAME } from './features/frame/menuEntries';
import { registerStartTexts } from './locale/startTexts';

registerStartTexts();

/**
 * The flow designer's routes: those the registry of `@atende/contract` gives it
 * (`routesOf('flowDesigner')`: fluxo, create-fluxo, view-fluxo, update-fluxo of seed 000 §2.1),
 * rendered under the shell's router at `/fluxo/*` in the flow area's frame (the kit's `ManagerArea`).
 * The shell titles and guards them (the Flow level rule).
 */
export function RemoteRoutes() {
  return <ManagerArea remote="flowDesigner" pages={PAGES} {...FLOW_FRAME} />;
}

/** The routes this module renders, from the registry (checked by Routes.test.tsx). */
export const FLOW_DESIGNER_ROUTES = routesOf('flowDesigner');

// The exposed module's shape is the contract's `RemoteRoutesModule`.
const _exposed: RemoteRoutesModule = { RemoteRoutes };
