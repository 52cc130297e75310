// The agent desk's public face (DESIGN §2): one exposed module rendering its own route.
import { AgentDeskPage } from './features/desk/AgentDeskPage';
import { registerDeskTexts } from './locale/deskTexts';

registerDeskTexts();

/** Route names of this remote, as the specification writes them (seed 000 §2.1). */
export const AGENT_DESK_ROUTE_NAMES = { index: 'atendimento' } as const;

/**
 * The agent desk's routes. It owns exactly one, `/` (atendimento), which the shell mounts at that exact
 * path (the shell's route table names it for the title and guard); nesting a `<Routes>` under a
 * non-splat parent would only make react-router warn, so the page is rendered directly.
 */
export function RemoteRoutes() {
  return <AgentDeskPage />;
}
