import { encodePassword } from '@atende/contract';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { IntegrationCaller } from '../src/chatbot/types';
import { loadConfig, type ApiConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedDemoData, type SeedSummary } from '../src/db/seed/seed';
import { reconcileReportDays } from '../src/reports/data/calendar';
import { DEMO_PASSWORD } from '../src/db/seed/demoUsers';
import { createMemoryBus } from '../src/realtime/memoryBus';
import type { EventBus } from '../src/realtime/types';

/** Which database the API suites run against: embedded PGlite, or a real Postgres (TEST_DB=postgres). */
export const testDbKind = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** Tests read JSON answers loosely and assert on their fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = any;

/** A running API on loopback with a fresh, seeded database. */
export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: ApiConfig;
  seed: SeedSummary;
  database: Database;
  bus: EventBus;
  /** Logs in through User_Validate and returns the bearer token. */
  login(login: string, password?: string): Promise<string>;
  /** fetch against the server with an optional bearer token. */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown },
  ): Promise<{ status: number; body: LooseJson }>;
  close(): Promise<void>;
}

/** The suites encode passwords (seed 000 §9) with the contract's one encoder, as the browser does. */
export { encodePassword };

/** A fresh PostgreSQL database of the test server (`TEST_DATABASE_URL`), dropped by `drop`. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the Postgres suite.');
  const name = `atende_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts the API on 127.0.0.1 with a fresh seeded database and an in-memory bus (or the given one). */
export async function startTestServer(
  options: {
    bus?: EventBus;
    env?: Record<string, string>;
    shareDatabaseWith?: TestServer;
    /** The chatbot's integration caller (type 3 steps). */
    integrationCaller?: IntegrationCaller;
    /** Called with every statement the app sends (round trips counted by a suite). */
    logQuery?: (query: string) => void;
  } = {},
): Promise<TestServer> {
  const shared = options.shareDatabaseWith;
  if (shared && !shared.config.databaseUrl)
    throw new Error('Only a Postgres database can be shared between instances.');
  const pg = shared ? null : testDbKind === 'postgres' ? await createPostgresDatabase() : null;
  // The suites opt into development mode (demo data, simulator, /docs, unsigned webhooks); a suite
  // can pass ATENDE_MODE=production and its required settings in `env` to test the production defaults.
  const config = loadConfig({
    ATENDE_MODE: 'development',
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/atende-test-${randomUUID()}`,
    CORS_ORIGINS: '*',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...(shared ? { DATABASE_URL: shared.config.databaseUrl! } : {}),
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    logQuery: options.logQuery,
    dataDir: pg ? undefined : 'memory://',
    // Dropping a test database terminates any connection still closing; that is expected here.
    onConnectionError: () => undefined,
  });
  const seed = shared ? shared.seed : await seedDemoData(database.db);
  // As the API's start does: the report day roll-ups in each customer's zone (ADR 0027).
  if (!shared) await reconcileReportDays(database.db, config.defaultTimeZone);
  const bus = options.bus ?? createMemoryBus();
  const app = await buildApp({
    config,
    db: database.db,
    bus,
    integrationCaller: options.integrationCaller,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const call: TestServer['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body };
  };

  return {
    app,
    url,
    config,
    seed,
    database,
    bus,
    call,
    async login(login, password = DEMO_PASSWORD) {
      const q = new URLSearchParams({ User_Login: login, User_Pass: encodePassword(password) });
      const res = await call('GET', `/api/User_Validate?${q}`);
      if (!res.body?.token)
        throw new Error(`login failed for ${login}: ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    async close() {
      await app.close();
      if (!options.bus) await bus.close();
      await database.close();
      await pg?.drop();
    },
  };
}
