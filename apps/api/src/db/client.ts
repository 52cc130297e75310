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

/** Opens Postgres at `databaseUrl`, or embedded PGlite in `<dataDir>/db` (or memory with `memory://`), and migrates it. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** Called when an idle Postgres connection fails (server restart, admin termination). Default: a warning on stderr. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an error on an idle pooled connection is thrown and ends the process;
    // the pool already discards that connection and opens a new one on the next query.
    pool.on(
      'error',
      options.onConnectionError ??
        ((error) => process.stderr.write(`Postgres idle connection error: ${error.message}\n`)),
    );
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
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
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
