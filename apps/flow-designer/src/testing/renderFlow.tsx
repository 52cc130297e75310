import { managerRemoteKit } from '@atende/ui/testing';
import { registerFlowTexts } from '../locale/flowTexts';

export { loginManager, type Levels } from '@atende/api-client/testing';

/**
 * The flow designer's test kit (the UI kit's `managerRemoteKit`): `resetFlow` before each test
 * (English texts, test addresses, no session); `renderFlow` renders as the shell hosts the flow
 * designer (the kit's providers, the levels' permissions, a router at /fluxo).
 */
const kit = managerRemoteKit({ registerTexts: registerFlowTexts, path: '/fluxo' });

export const resetFlow = kit.reset;
export const renderFlow = kit.render;
