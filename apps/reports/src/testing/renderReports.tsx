import { managerRemoteKit } from '@atende/ui/testing';
import { registerReportsTexts } from '../locale/reportsTexts';

/**
 * The reports remote's test kit (the UI kit's `managerRemoteKit`): `resetReports` before each test
 * (English texts, test addresses, no session); `renderReports` renders as the shell hosts the remote
 * (the kit's providers, the levels' permissions, a router at /reports).
 */
const kit = managerRemoteKit({ registerTexts: registerReportsTexts, path: '/reports' });

export const resetReports = kit.reset;
export const renderReports = kit.render;
