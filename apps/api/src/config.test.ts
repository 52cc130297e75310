import {
  DEFAULT_TOKEN_SECRET,
  DEVELOPMENT_CORS_ORIGINS,
  loadConfig,
  MIN_TOKEN_SECRET_BYTES,
  productionProblems,
} from './config';

const dev = { ATENDE_MODE: 'development' };
/** The least a production start needs. */
const SECRET = 'p'.repeat(MIN_TOKEN_SECRET_BYTES);
const prod = {
  TOKEN_SECRET: SECRET,
  CORS_ORIGINS: 'https://atende.example.com',
  WHATSAPP_APP_SECRET: 'app-secret',
  EMBEDDING_SECRET_KEY: 'abababababababababababababababababababababababababababababababab',
};

describe('loadConfig', () => {
  it('reads the bases, port and lists', () => {
    const config = loadConfig({ ...dev });
    expect(config).toMatchObject({
      port: 4000,
      apiBase: '/api',
      integrationBase: '/integration',
      fileBase: '/files',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('normalises bases and reads the lists', () => {
    const config = loadConfig({
      ...dev,
      API_BASE: 'v1/',
      CORS_ORIGINS: 'http://a, http://b/',
      PORT: '5000',
    });
    expect(config.apiBase).toBe('/v1');
    expect(config.corsOrigins).toEqual(['http://a', 'http://b']);
    expect(config.publicUrl).toBe('http://localhost:5000');
  });

  it('refuses a port that is not a port, an origin that is not an origin, a switch that is not one', () => {
    expect(() => loadConfig({ ...dev, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...dev, CORS_ORIGINS: 'localhost:3000' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ ...dev, CORS_ORIGINS: 'http://a/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ ...dev, SIMULATOR_ENABLED: 'maybe' })).toThrow(/SIMULATOR_ENABLED/);
    expect(() => loadConfig({ ATENDE_MODE: 'dev' })).toThrow(/ATENDE_MODE/);
  });
});

describe('production mode (the default, whatever NODE_ENV says)', () => {
  it('is what a bare start gets, and it refuses to start without a token secret', () => {
    for (const NODE_ENV of [undefined, 'production', 'development', 'test']) {
      expect(() => loadConfig({ NODE_ENV })).toThrow(/TOKEN_SECRET is required/);
      expect(loadConfig({ ...prod, NODE_ENV }).mode).toBe('production');
    }
  });

  it('names every missing setting in one message with the way to a demo', () => {
    let message = '';
    try {
      loadConfig({});
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/TOKEN_SECRET/);
    expect(message).toMatch(/CORS_ORIGINS is required/);
    expect(message).toMatch(/WHATSAPP_APP_SECRET/);
    expect(message).toMatch(/ATENDE_MODE=development/);
  });

  it('refuses the published development secret and a secret shorter than 32 bytes', () => {
    expect(() => loadConfig({ ...prod, TOKEN_SECRET: DEFAULT_TOKEN_SECRET })).toThrow(
      /published development secret/,
    );
    expect(() => loadConfig({ ...prod, TOKEN_SECRET: 's3cret-value' })).toThrow(
      /shorter than 32 bytes/,
    );
    expect(() => loadConfig({ ...prod, TOKEN_SECRET: SECRET.slice(1) })).toThrow(/32 bytes/);
    expect(loadConfig({ ...prod, TOKEN_SECRET: SECRET }).tokenSecret).toBe(SECRET);
  });

  it('requires the webhook app secret while the WhatsApp channel is on (on by default)', () => {
    const { WHATSAPP_APP_SECRET: _secret, ...unsigned } = prod;
    expect(() => loadConfig(unsigned)).toThrow(/WHATSAPP_APP_SECRET is required/);
    expect(() => loadConfig({ ...unsigned, WHATSAPP_ENABLED: 'true' })).toThrow(
      /WHATSAPP_APP_SECRET/,
    );
    const off = loadConfig({ ...unsigned, WHATSAPP_ENABLED: 'false' });
    expect(off.whatsappEnabled).toBe(false);
    const on = loadConfig(prod);
    expect(on.whatsappEnabled).toBe(true);
    expect(on.whatsappAppSecret).toBe('app-secret');
    // No published verify token either: the handshake is refused until one is configured.
    expect(on.whatsappVerifyToken).toBe('');
  });

  it('requires CORS_ORIGINS explicitly and refuses * (credentials are allowed)', () => {
    const { CORS_ORIGINS: _origins, ...noOrigins } = prod;
    expect(() => loadConfig(noOrigins)).toThrow(/CORS_ORIGINS is required/);
    expect(() => loadConfig({ ...prod, CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS=\*/);
    expect(loadConfig({ ...prod, CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
  });

  it('has no demo data, simulator nor /docs unless asked; the simulator is refused', () => {
    const config = loadConfig(prod);
    expect(config.seedDemoData).toBe(false);
    expect(config.simulatorEnabled).toBe(false);
    expect(config.docsEnabled).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ ...prod, DOCS_ENABLED: 'true' }).docsEnabled).toBe(true);
    expect(() => loadConfig({ ...prod, SIMULATOR_ENABLED: 'true' })).toThrow(/SIMULATOR_ENABLED/);
  });

  it('finds the same problems in a configuration built by hand', () => {
    const config = loadConfig(prod);
    expect(productionProblems(config)).toEqual([]);
    expect(
      productionProblems({ ...config, tokenSecret: DEFAULT_TOKEN_SECRET, corsOrigins: ['*'] }),
    ).toHaveLength(2);
    expect(productionProblems({ ...config, whatsappAppSecret: undefined })).toHaveLength(1);
  });
});

describe('development mode (ATENDE_MODE=development)', () => {
  it('gives the demo: development secret, demo data, simulator, /docs, unsigned webhooks', () => {
    const config = loadConfig({ ...dev, NODE_ENV: 'production' });
    expect(config.mode).toBe('development');
    expect(config.tokenSecret).toBe(DEFAULT_TOKEN_SECRET);
    expect(config.seedDemoData).toBe(true);
    expect(config.simulatorEnabled).toBe(true);
    expect(config.docsEnabled).toBe(true);
    expect(config.whatsappEnabled).toBe(true);
    expect(config.whatsappAppSecret).toBeUndefined();
    expect(config.whatsappVerifyToken).toBe('atende-verify');
    expect(productionProblems(config)).toEqual([]);
  });

  it('allows the shell and every remote dev port on localhost and 127.0.0.1 by default', () => {
    const { corsOrigins } = loadConfig({ ...dev });
    expect(corsOrigins).toEqual([...DEVELOPMENT_CORS_ORIGINS]);
    for (const port of [3000, 3001, 3002, 3003, 3004]) {
      expect(corsOrigins).toContain(`http://localhost:${port}`);
      expect(corsOrigins).toContain(`http://127.0.0.1:${port}`);
    }
    expect(loadConfig({ ...dev, CORS_ORIGINS: '*' }).corsOrigins).toEqual(['*']);
  });

  it('still lets each default be switched off', () => {
    const config = loadConfig({
      ...dev,
      SEED_DEMO_DATA: 'false',
      SIMULATOR_ENABLED: '0',
      DOCS_ENABLED: 'no',
      WHATSAPP_ENABLED: 'off',
    });
    expect(config).toMatchObject({
      seedDemoData: false,
      simulatorEnabled: false,
      docsEnabled: false,
      whatsappEnabled: false,
    });
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('is 10 PostgreSQL connections per instance unless set', () => {
    expect(loadConfig({ ...dev }).databasePoolSize).toBe(10);
    expect(loadConfig({ ...dev, DATABASE_POOL_SIZE: ' 25 ' }).databasePoolSize).toBe(25);
  });

  it.each(['0', '-3', '2.5', 'ten', 'Infinity', '101'])('refuses %p with its name', (value) => {
    expect(() => loadConfig({ ...dev, DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('INTEGRATION_ALLOWED_HOSTS', () => {
  it('is empty unless set: every private host refused', () => {
    expect(loadConfig({ ...dev }).integrationAllowedHosts.size).toBe(0);
    expect(
      loadConfig({ ...dev, INTEGRATION_ALLOWED_HOSTS: ' ' }).integrationAllowedHosts.size,
    ).toBe(0);
  });

  it('reads customerId=host,host groups separated by semicolons', () => {
    const config = loadConfig({
      ...dev,
      INTEGRATION_ALLOWED_HOSTS: '1=ERP.acme.local, 10.0.0.5;2=[fd00::1];1=crm.acme.local',
    });
    expect(Object.fromEntries(config.integrationAllowedHosts)).toEqual({
      1: ['erp.acme.local', '10.0.0.5', 'crm.acme.local'],
      2: ['fd00::1'],
    });
  });

  it.each([
    'erp.acme.local',
    'x=erp.acme.local',
    '0=erp.acme.local',
    '1=',
    '1=erp.acme.local:8080',
    '1=0x7f000001',
    '1=http://erp.acme.local',
    '1=a=b',
  ])('refuses %j', (value) => {
    expect(() => loadConfig({ ...dev, INTEGRATION_ALLOWED_HOSTS: value })).toThrow(
      /INTEGRATION_ALLOWED_HOSTS/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set, and reads addresses and CIDRs', () => {
    expect(loadConfig({ ...dev }).trustProxy).toBeUndefined();
    expect(loadConfig({ ...prod, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it.each(['localhost', '10.0.0.0/33', '1.2.3', '::1/129', '1.2.3.4/8/8'])(
    'refuses %j',
    (value) => {
      expect(() => loadConfig({ ...dev, TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
