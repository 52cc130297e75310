// DATABASE_POOL_SIZE (issue 21, docs/deployment.md): an instance opens at most that many PostgreSQL
// connections, however many queries wait. PostgreSQL only (the PGlite project skips it).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createPostgresDatabase, testDbKind } from './harness';

(testDbKind === 'postgres' ? describe : describe.skip)('the PostgreSQL pool of an instance', () => {
  it('holds at most DATABASE_POOL_SIZE connections while more queries wait, and runs them all', async () => {
    const pg = await createPostgresDatabase();
    const config = loadConfig({
      ATENDE_MODE: 'development',
      DATABASE_URL: pg.url,
      DATABASE_POOL_SIZE: '2',
    });
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      onConnectionError: () => undefined,
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          database.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`),
        ),
      );
      const pids = new Set(
        answers.map((answer) => (answer as unknown as { rows: { pid: number }[] }).rows[0]!.pid),
      );
      expect(answers).toHaveLength(6);
      expect(pids.size).toBeLessThanOrEqual(2);
      expect(pids.size).toBeGreaterThanOrEqual(1);
    } finally {
      await database.close();
      await pg.drop();
    }
  });
});
