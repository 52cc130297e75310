import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its driver kind and a way to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Finds the migrations folder from both the sources (tests, tsx) and the bundle (dist). */
function migrationsFolder(): string {
  let dir = __dirname;
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`Migrations folder not found above ${__dirname}`);
}

/**
 * The PostgreSQL advisory lock key held while an instance migrates and prepares the database: several
 * instances starting at once run their migrations and first-start seeding one after the other
 * (docs/deployment.md). Any fixed 64-bit number; this one spells "atende" in ASCII.
 */
const STARTUP_LOCK_KEY = 0x617465_6e6465;

/** drizzle's logger calling `logQuery` with each statement, or none. */
function queryLogger(logQuery: ((query: string) => void) | undefined) {
  return logQuery ? { logQuery: (query: string) => logQuery(query) } : false;
}

/**
 * Opens Postgres at `databaseUrl`, or embedded PGlite in `<dataDir>/db` (or memory with `memory://`),
 * and migrates it. On Postgres the migration and `prepare` run under a session advisory lock, so
 * instances that start together never migrate or seed concurrently.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** PostgreSQL connections at most (`DATABASE_POOL_SIZE`, read by the config). */
  poolSize: number;
  dataDir?: string;
  /** Runs after the migrations, still under the startup lock (first-start seeding). */
  prepare?: (db: Db) => Promise<void>;
  /** Called with every statement the app's queries send (tests count round trips with it). */
  logQuery?: (query: string) => void;
  /** Called when an idle Postgres connection fails (server restart, admin termination). Default: a warning on stderr. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize });
    // Without a listener, an error on an idle pooled connection is thrown and ends the process;
    // the pool already discards that connection and opens a new one on the next query.
    pool.on(
      'error',
      options.onConnectionError ??
        ((error) => process.stderr.write(`Postgres idle connection error: ${error.message}\n`)),
    );
    const db = drizzle(pool, { schema, logger: queryLogger(options.logQuery) });
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      try {
        await migrate(drizzle(lockClient, { schema }), { migrationsFolder: migrationsFolder() });
        await options.prepare?.(db as unknown as Db);
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      }
    } finally {
      lockClient.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (options.dataDir && options.dataDir !== 'memory://') {
    dataDir = path.join(options.dataDir, 'db');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite(dataDir);
  const db = drizzle(client, { schema, logger: queryLogger(options.logQuery) });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  await options.prepare?.(db as unknown as Db);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
