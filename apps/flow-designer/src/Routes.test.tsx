import { REMOTE_MOUNTS, routesOf, type RemoteRoutesModule } from '@atende/contract';
import { PAGES } from './app/pages';
import * as exposed from './Routes';

describe('the exposed ./Routes module', () => {
  it('is a RemoteRoutesModule mounted at /fluxo/*', () => {
    const module: RemoteRoutesModule = exposed;
    expect(typeof module.RemoteRoutes).toBe('function');
    expect(REMOTE_MOUNTS.flowDesigner.path).toBe('/fluxo/*');
  });

  it('renders a page for every /fluxo route of the registry (seed 000 §2.1), at the mount', () => {
    const routes = routesOf('flowDesigner');
    expect(exposed.FLOW_DESIGNER_ROUTES).toEqual(routes);
    expect(routes.map((r) => r.name)).toEqual([
      'fluxo',
      'create-fluxo',
      'view-fluxo',
      'update-fluxo',
    ]);
    for (const route of routes) {
      expect(PAGES[route.name]).toBeDefined();
      expect(route.pattern.startsWith('/fluxo')).toBe(true);
    }
  });
});
