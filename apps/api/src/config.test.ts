import { DEFAULT_TOKEN_SECRET, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      apiBase: '/api',
      integrationBase: '/integration',
      fileBase: '/files',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.simulatorEnabled).toBe(true);
  });

  it('refuses to start in production with the default token secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: DEFAULT_TOKEN_SECRET }),
    ).toThrow(/TOKEN_SECRET/);
    const prod = loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 's3cret-value' });
    expect(prod.simulatorEnabled).toBe(false);
  });

  it('normalises bases and reads the lists', () => {
    const config = loadConfig({
      API_BASE: 'v1/',
      CORS_ORIGINS: 'http://a, http://b',
      PORT: '5000',
    });
    expect(config.apiBase).toBe('/v1');
    expect(config.corsOrigins).toEqual(['http://a', 'http://b']);
    expect(config.publicUrl).toBe('http://localhost:5000');
  });

  it('refuses a port that is not a port', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
