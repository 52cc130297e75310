import { createHmac, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig, MIN_TOKEN_SECRET_BYTES, type ApiConfig } from '../src/config';
import { createMemoryBus } from '../src/realtime/memoryBus';
import { encodePassword, startTestServer, type TestServer } from './harness';
import { cloudTextPayload, waitingItemOf } from './inbound';

// Issue 8, "Secure by default" and "Headers" (ADR 0008): security headers on every answer, no-store on
// token answers, and what production mode (the default) leaves off: /docs, the simulator, unsigned
// webhooks.

const APP_SECRET = 'production-app-secret';
const SHELL_ORIGIN = 'https://atende.example.com';
/** What a production start needs, beside the data folder the harness gives. */
const productionEnv = {
  ATENDE_MODE: 'production',
  TOKEN_SECRET: 'x'.repeat(MIN_TOKEN_SECRET_BYTES),
  CORS_ORIGINS: SHELL_ORIGIN,
  WHATSAPP_APP_SECRET: APP_SECRET,
  EMBEDDING_SECRET_KEY: 'abababababababababababababababababababababababababababababababab',
};

/** Runs `fn` against another app on the same database, listening on loopback (no inject: ESM deps). */
async function withApp(
  config: ApiConfig,
  server: TestServer,
  fn: (url: string) => Promise<void>,
): Promise<void> {
  const bus = createMemoryBus();
  const app = await buildApp({ config, db: server.database.db, bus });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    await fn(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  } finally {
    await app.close();
    await bus.close();
  }
}

let dev: TestServer;
let prod: TestServer;
beforeAll(async () => {
  dev = await startTestServer();
  prod = await startTestServer({ env: productionEnv });
  // Two fresh seeded databases in a row: on CI, beside every other package's tests on 2 cores, this
  // took longer than 30 s (about 10 s on an idle machine with PGlite).
}, 90_000);
// Two servers and their databases to close: on CI every package's tests share 2 cores, and closing
// (connections, the outbox worker, dropping a Postgres database) took longer than 30 s.
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close()]);
}, 90_000);

const loginQuery = (login: string) =>
  new URLSearchParams({ User_Login: login, User_Pass: encodePassword('Atende@2026') });

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('security headers (helmet)', () => {
  it.each([
    ['development', () => dev],
    ['production', () => prod],
  ])('on JSON answers, errors and unknown paths (%s mode)', async (_mode, server) => {
    for (const path of ['/health', '/api/User_Att_Waitting?Customer_Id=1', '/nothing-here']) {
      const res = await fetch(`${server().url}${path}`);
      expectSecurityHeaders(res.headers);
    }
  });

  it('Cache-Control: no-store on the login answer that carries the token, and on every API answer', async () => {
    for (const server of [dev, prod]) {
      const res = await fetch(`${server.url}/api/User_Validate?${loginQuery('agent1')}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { token?: string }).token).toBeTruthy();
      expect(res.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(res.headers);
      const refused = await fetch(`${server.url}/api/User_Validate?${loginQuery('nobody')}`);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      const integration = await fetch(`${server.url}/integration/anything`);
      expect(integration.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('the hub negotiate answer (a connection token) is not stored either', async () => {
    const token = await dev.login('agent1');
    const res = await fetch(`${dev.url}/hubs/attendance/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('development mode (ATENDE_MODE=development: npm start, the tests)', () => {
  it('serves /docs with a CSP that lets the Swagger UI run, and its document', async () => {
    const page = await fetch(`${dev.url}/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const script = await fetch(`${dev.url}/docs/static/swagger-initializer.js`);
    expect(script.status).toBe(200);
    expect((await fetch(`${dev.url}/docs/json`)).status).toBe(200);
  });

  it('serves the simulator page with its own nonce CSP', async () => {
    const page = await fetch(`${dev.url}/simulator`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src[^;]*'nonce-/);
  });

  it('allows the shell and every remote dev port by default (issue 10: a remote on its own)', async () => {
    const config = loadConfig({
      ATENDE_MODE: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: `/tmp/atende-test-${randomUUID()}`,
    });
    await withApp(config, dev, async (url) => {
      const preflight = (origin: string) =>
        fetch(`${url}/api/User_Validate`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
      for (const origin of ['http://localhost:3001', 'http://127.0.0.1:3004']) {
        expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin);
      }
      const other = await preflight('http://localhost:3999');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});

describe('production mode (the default of a bare start)', () => {
  it('has no /docs, no OpenAPI document and no simulator', async () => {
    for (const path of ['/docs', '/docs/', '/docs/json', '/simulator', '/simulator/numbers']) {
      expect([path, (await fetch(`${prod.url}${path}`)).status]).toEqual([path, 404]);
    }
  });

  it('refuses an unsigned or badly signed webhook post and stores nothing; a signed one is taken', async () => {
    const phone = '5511977770001';
    const body = cloudTextPayload({
      phoneNumberId: prod.seed.phoneNumbers.acme,
      from: phone,
      name: 'Unsigned Ursula',
      text: 'no signature',
    });
    const raw = JSON.stringify(body);
    const post = (headers: Record<string, string>) =>
      fetch(`${prod.url}/webhooks/whatsapp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: raw,
      });
    expect((await post({})).status).toBe(401);
    const forged = `sha256=${createHmac('sha256', 'not-the-secret').update(raw).digest('hex')}`;
    expect((await post({ 'x-hub-signature-256': forged })).status).toBe(401);
    const token = await prod.login('agent1');
    await expect(waitingItemOf(prod, token, phone)).rejects.toThrow(/no waiting item/);

    const signed = `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}`;
    expect((await post({ 'x-hub-signature-256': signed })).status).toBe(200);
    expect((await waitingItemOf(prod, token, phone)).client_Name).toBe('Unsigned Ursula');
  });

  it('refuses the webhook handshake until a verify token is configured', async () => {
    const res = await fetch(
      `${prod.url}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=atende-verify&hub.challenge=1`,
    );
    expect(res.status).toBe(403);
  });

  it('allows only the configured shell origin', async () => {
    const allowed = await fetch(`${prod.url}/api/User_Validate`, {
      method: 'OPTIONS',
      headers: { origin: SHELL_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
    const other = await fetch(`${prod.url}/api/User_Validate`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('has no webhook route with the WhatsApp channel off', async () => {
    const config = { ...prod.config, whatsappEnabled: false, whatsappAppSecret: undefined };
    await withApp(config, prod, async (url) => {
      const res = await fetch(`${url}/webhooks/whatsapp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(404);
    });
  });

  it('buildApp refuses an unsafe production configuration however it was built', async () => {
    const bus = createMemoryBus();
    try {
      await expect(
        buildApp({
          config: { ...prod.config, whatsappAppSecret: undefined },
          db: prod.database.db,
          bus,
        }),
      ).rejects.toThrow(/WHATSAPP_APP_SECRET/);
      await expect(
        buildApp({ config: { ...prod.config, simulatorEnabled: true }, db: prod.database.db, bus }),
      ).rejects.toThrow(/SIMULATOR_ENABLED/);
    } finally {
      await bus.close();
    }
  });
});
