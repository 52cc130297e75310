import { REMOTE_MOUNTS, routesOf, type RemoteRoutesModule } from '@atende/contract';
import { PAGES } from './app/pages';
import * as exposed from './Routes';

describe('the exposed ./Routes module', () => {
  it('is a RemoteRoutesModule mounted at /painel/*', () => {
    const module: RemoteRoutesModule = exposed;
    expect(typeof module.RemoteRoutes).toBe('function');
    expect(REMOTE_MOUNTS.adminConsole.path).toBe('/painel/*');
  });

  it('renders a page for every /painel route of the registry, at the mount', () => {
    const routes = routesOf('adminConsole');
    expect(exposed.ADMIN_CONSOLE_ROUTES).toEqual(routes);
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      expect(PAGES[route.name]).toBeDefined();
      expect(route.pattern.startsWith('/painel')).toBe(true);
    }
  });
});
