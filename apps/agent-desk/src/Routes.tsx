// The agent desk's public face (DESIGN §2): one exposed module rendering its own routes.
import { Route, Routes } from 'react-router';
import { AgentDeskPage } from './features/desk/AgentDeskPage';
import { registerDeskTexts } from './locale/deskTexts';

registerDeskTexts();

/** Route names of this remote, as the specification writes them (seed 000 §2.1). */
export const AGENT_DESK_ROUTE_NAMES = { index: 'atendimento' } as const;

/** The agent desk's routes, rendered by the shell under `/`: the agent service screen. */
export function RemoteRoutes() {
  return (
    <Routes>
      <Route index element={<AgentDeskPage />} handle={{ name: AGENT_DESK_ROUTE_NAMES.index }} />
    </Routes>
  );
}
