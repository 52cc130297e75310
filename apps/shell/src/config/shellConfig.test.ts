/** @jest-environment node */
import { loadShellConfig, parseShellConfig, ShellConfigError } from './shellConfig';

const valid = {
  apiBaseUrl: 'http://localhost:4000/api',
  integrationBaseUrl: 'http://localhost:4000/integration',
  fileServiceUrl: 'http://localhost:4000/files',
  hubUrl: 'http://localhost:4000/hubs/attendance',
  remotes: {
    agentDesk: 'http://localhost:3001/mf-manifest.json',
    reports: '/remotes/reports/1.2.0/mf-manifest.json',
  },
};

describe('parseShellConfig', () => {
  it('keeps the addresses and resolves remote manifests against the page', () => {
    const config = parseShellConfig(valid, 'https://atende.example/home');
    expect(config.apiBaseUrl).toBe(valid.apiBaseUrl);
    expect(config.remotes).toEqual({
      agentDesk: 'http://localhost:3001/mf-manifest.json',
      reports: 'https://atende.example/remotes/reports/1.2.0/mf-manifest.json',
    });
    expect(config.metabaseSiteUrl).toBeUndefined();
  });

  it('rejects a missing API address or a bad manifest URL', () => {
    expect(() => parseShellConfig({ ...valid, hubUrl: '' })).toThrow(ShellConfigError);
    expect(() =>
      parseShellConfig({ ...valid, remotes: { agentDesk: 'javascript:alert(1)' } }),
    ).toThrow(/agentDesk/);
    expect(() => parseShellConfig([])).toThrow(ShellConfigError);
  });

  it('ignores unknown remotes and accepts a config without remotes', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      parseShellConfig({ ...valid, remotes: { billing: 'http://x/mf-manifest.json' } }).remotes,
    ).toEqual({});
    expect(warn).toHaveBeenCalled();
    const { remotes: _remotes, ...withoutRemotes } = valid;
    expect(parseShellConfig(withoutRemotes).remotes).toEqual({});
    warn.mockRestore();
  });
});

describe('loadShellConfig', () => {
  it('fetches /config.json without cache', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(valid), { status: 200 }));
    const config = await loadShellConfig(fetchMock as unknown as typeof fetch);
    expect(fetchMock).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(config.hubUrl).toBe(valid.hubUrl);
  });

  it('fails with ShellConfigError on a 404 or a network failure', async () => {
    const notFound = jest.fn(async () => new Response('nope', { status: 404 }));
    await expect(loadShellConfig(notFound as unknown as typeof fetch)).rejects.toThrow(/404/);
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadShellConfig(down as unknown as typeof fetch)).rejects.toBeInstanceOf(
      ShellConfigError,
    );
  });
});
