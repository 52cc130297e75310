import { REMOTE_MOUNTS, type RemoteRoutesModule } from '@atende/contract';
import * as exposed from './Routes';

describe('the exposed ./Routes module', () => {
  it('is a RemoteRoutesModule rendering the registry route the shell mounts it at', () => {
    const module: RemoteRoutesModule = exposed;
    expect(typeof module.RemoteRoutes).toBe('function');
    expect(exposed.AGENT_DESK_ROUTES.map((r) => [r.name, r.pattern])).toEqual([
      ['atendimento', '/'],
    ]);
    expect(REMOTE_MOUNTS.agentDesk.path).toBe('/');
  });
});
