// The reports remote's public face (DESIGN §2): one exposed module rendering its own routes.
import { routesOf, type RemoteRoutesModule } from '@atende/contract';
import { canOpenArea, type MenuEntry } from '@atende/permissions';
import { usePermissions } from '@atende/permissions/react';
import { ManagerArea } from '@atende/ui';
import { useCallback } from 'react';
import { PAGES } from './app/pages';
import { REPORT_FRAME, reportMenuEntries } from './features/frame/menuEntries';
import { registerStartTexts } from './locale/startTexts';

registerStartTexts();

/**
 * The report area's routes: those the registry of `@atende/contract` gives it (`routesOf('reports')`:
 * reports, update-reports of seed 000 §2.1, and payments, docs/adr/0026), rendered under the shell's
 * router at `/reports/*` in the report area's frame (the kit's `ManagerArea`). The shell titles and
 * guards them (Report level 2+, Payment level 2+ for payments; else the client panel).
 */
export function RemoteRoutes() {
  const { entries } = usePermissions();
  const payments = canOpenArea(entries, 'payments');
  const menu = useCallback(
    (visible: readonly MenuEntry[]) => reportMenuEntries(visible, payments),
    [payments],
  );
  return <ManagerArea remote="reports" pages={PAGES} menu={menu} {...REPORT_FRAME} />;
}

/** The routes this module renders, from the registry (checked by Routes.test.tsx). */
export const REPORTS_ROUTES = routesOf('reports');

// The exposed module's shape is the contract's `RemoteRoutesModule`.
const _exposed: RemoteRoutesModule = { RemoteRoutes };
