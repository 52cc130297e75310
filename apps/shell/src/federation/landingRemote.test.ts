import { remoteOfPath } from './landingRemote';

describe('remoteOfPath (the landing remote preloaded with a stored session, ADR 0029)', () => {
  it('names the agent desk for its exact path only', () => {
    expect(remoteOfPath('/')).toBe('agentDesk');
  });

  it('names the remote of a mounted area, at its root and below it', () => {
    expect(remoteOfPath('/painel')).toBe('adminConsole');
    expect(remoteOfPath('/painel/cliente')).toBe('adminConsole');
    expect(remoteOfPath('/fluxo/create')).toBe('flowDesigner');
    expect(remoteOfPath('/reports/x')).toBe('reports');
  });

  it('names none for the shell pages and for look-alike paths', () => {
    expect(remoteOfPath('/home')).toBeNull();
    expect(remoteOfPath('/error404')).toBeNull();
    expect(remoteOfPath('/painelx')).toBeNull();
  });
});
