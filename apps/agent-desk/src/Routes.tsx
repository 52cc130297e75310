// The agent desk's public face (DESIGN §2): one exposed module rendering its own route.
import { routesOf, type RemoteRoutesModule } from '@atende/contract';
import { AgentDeskPage } from './features/desk/AgentDeskPage';
import { registerDeskTexts } from './locale/deskTexts';

registerDeskTexts();

/**
 * The agent desk's routes: those the registry of `@atende/contract` gives it (`routesOf('agentDesk')`:
 * exactly one, `/`, atendimento, seed 000 §2.1), mounted by the shell at that exact path, which also
 * titles and guards it. Nesting a `<Routes>` under a non-splat parent would only make react-router
 * warn, so the page is rendered directly.
 */
export function RemoteRoutes() {
  return <AgentDeskPage />;
}

/** The routes this module renders, from the registry (checked by Routes.test.tsx). */
export const AGENT_DESK_ROUTES = routesOf('agentDesk');

// The exposed module's shape is the contract's `RemoteRoutesModule`.
const _exposed: RemoteRoutesModule = { RemoteRoutes };
