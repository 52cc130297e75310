import { REMOTE_MOUNTS, routesOf, type RemoteRoutesModule } from '@atende/contract';
import { PAGES } from './app/pages';
import { entryOfPath, reportMenuEntries } from './features/frame/menuEntries';
import * as exposed from './Routes';

describe('the exposed ./Routes module', () => {
  it('is a RemoteRoutesModule mounted at /reports/*', () => {
    const module: RemoteRoutesModule = exposed;
    expect(typeof module.RemoteRoutes).toBe('function');
    expect(REMOTE_MOUNTS.reports.path).toBe('/reports/*');
  });

  it('renders a page for every /reports route of the registry (seed 000 §2.1), at the mount', () => {
    const routes = routesOf('reports');
    expect(exposed.REPORTS_ROUTES).toEqual(routes);
    expect(routes.map((r) => r.name)).toEqual([
      'reports',
      'update-reports',
      'report-settings',
      'payments',
    ]);
    for (const route of routes) {
      expect(PAGES[route.name]).toBeDefined();
      expect(route.pattern.startsWith('/reports')).toBe(true);
    }
  });

  it('offers payments in the side menu only when the Payment level opens it, and the settings', () => {
    const panel = {
      area: 'dashboard' as const,
      routeName: 'painelCliente',
      path: '/painel/cliente',
    };
    expect(reportMenuEntries([panel], false).map((e) => e.key)).toEqual([
      'reports',
      'report-settings',
      'panel',
    ]);
    expect(reportMenuEntries([], true).map((e) => e.key)).toEqual([
      'reports',
      'payments',
      'report-settings',
    ]);
    expect(entryOfPath('/reports/payments')).toBe('payments');
    expect(entryOfPath('/reports/update')).toBe('reports');
    expect(entryOfPath('/reports/settings')).toBe('report-settings');
  });
});
