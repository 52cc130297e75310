import { buildApp, defaultFileStore, HUB_PATH } from './app';
import { WHATSAPP_WEBHOOK_PATH } from './channel/whatsapp-webhook';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demoUsers';
import { isEmpty, seedDemoData } from './db/seed/seed';
import { backfillReportAggregates } from './reports/data/backfill';
import { reconcileReportDays } from './reports/data/calendar';
import { createMemoryBus } from './realtime/memoryBus';
import { createRedisBus } from './realtime/redisBus';

/** Starts the provider API: migrate, seed an empty database, listen, print where to go. */
async function main(): Promise<void> {
  const config = loadConfig();
  const fileStore = defaultFileStore(config);
  let seeded = false;
  let backfilled: number[] = [];
  // Seeding and the report backfill run under the startup lock: two instances starting at once
  // never both seed, nor both count one customer's history into the aggregates.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    prepare: async (db) => {
      if (config.seedDemoData && (await isEmpty(db))) {
        await seedDemoData(db, { files: fileStore });
        seeded = true;
      }
      // Report aggregates of customers that have none yet (an upgrade, a bulk load; docs/adr/0027).
      backfilled = await backfillReportAggregates(db);
      // Day roll-ups in each customer's effective zone (a new customer, a changed default).
      await reconcileReportDays(db, config.defaultTimeZone);
    },
  });
  const bus = config.redisUrl ? await createRedisBus(config.redisUrl) : createMemoryBus();
  const app = await buildApp({ config, db: database.db, bus, fileStore });
  await app.listen({ host: config.host, port: config.port });

  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.dataDir}/db`;
  const lines = [
    '',
    `Atende provider API on ${config.publicUrl} (${config.mode} mode)`,
    `  database: ${where}${seeded ? ' (demo data seeded)' : ''}`,
    backfilled.length ? `  report aggregates computed for customers ${backfilled.join(', ')}` : '',
    `  real-time: ${config.redisUrl ? 'Redis fan-out' : 'single instance'}; hub ${config.publicUrl}${HUB_PATH}`,
    config.docsEnabled ? `  API docs: ${config.publicUrl}/docs` : '',
    config.simulatorEnabled ? `  client simulator: ${config.publicUrl}/simulator` : '',
    config.whatsappEnabled
      ? `  WhatsApp webhook: ${config.publicUrl}${WHATSAPP_WEBHOOK_PATH}${config.whatsappAppSecret ? '' : ' (UNSIGNED posts accepted: development mode without WHATSAPP_APP_SECRET)'}`
      : '',
    config.seedDemoData
      ? `  demo logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.login).join(', ')}`
      : '',
    config.seedDemoData && config.mode === 'production'
      ? '  WARNING: demo users with a published password are seeded (SEED_DEMO_DATA=true).'
      : '',
    '',
  ];
  process.stdout.write(`${lines.filter((l) => l !== '').join('\n')}\n`);

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await bus.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Atende API failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
