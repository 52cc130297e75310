import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadReportsCustomer, type ReportsLoad } from '../measure/reportsSeed';
import { measureCalls, READER, REQUESTS, timeSettingsSave } from '../measure/reportCalls';
import { freePort, startProcess, waitForHttp } from '../stack/processes';
import type { Scenario, ScenarioContext } from './types';

/** The sizes: 1,000,000 services × 10 messages unless BENCH_REPORT_SERVICES says fewer. */
function loadOf(): ReportsLoad {
  const services = Number(process.env.BENCH_REPORT_SERVICES ?? 1_000_000);
  return { services, messagesPer: 10, interactions: Math.round(services / 4) };
}

/**
 * Starts the built API on `databaseUrl` (undefined: its embedded PGlite in `dataDir`); resolves
 * with its URL, the process and its start time.
 */
async function startApi(databaseUrl: string | undefined, dataDir: string) {
  const port = await freePort();
  const main = createRequire(import.meta.url).resolve('@atende/api');
  const started = performance.now();
  const proc = startProcess('api-reports', process.execPath, [main], {
    env: {
      ...process.env,
      ATENDE_MODE: 'development',
      DATABASE_URL: databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/docs/json`, proc, 1_800_000);
  return { url, proc, startMs: performance.now() - started };
}

/** The database a run of the scenario loads and reads. */
type Engine = 'postgres' | 'pglite';

/** Loads the rows into the stopped API's database; answers the customer's id. */
async function loadInto(
  ctx: ScenarioContext,
  where: { url?: string; dataDir: string },
  load: ReportsLoad,
) {
  const t0 = performance.now();
  let customer: number;
  if (where.url) {
    const db = new pg.Client({ connectionString: where.url });
    db.on('error', (error) => ctx.log(`load connection: ${error.message}`));
    await db.connect();
    customer = await loadReportsCustomer(db, load, READER);
    await db.end();
  } else {
    const db = new PGlite(path.join(where.dataDir, 'db'));
    customer = await loadReportsCustomer(db, load, READER);
    await db.close();
  }
  ctx.log(
    `loaded ${load.services} services, ${load.services * load.messagesPer} messages in ${Math.round(performance.now() - t0)} ms`,
  );
  return customer;
}

/** A database of the scenario's own: on BENCH_PG_URL's server, or a PGlite folder. */
async function ownDatabase(ctx: ScenarioContext, engine: Engine) {
  const dataDir = path.join(os.tmpdir(), `atende-bench-reports-${randomUUID()}`);
  if (engine === 'pglite')
    return { dataDir, url: undefined, drop: () => rm(dataDir, { recursive: true, force: true }) };
  const adminUrl = process.env.BENCH_PG_URL;
  if (!adminUrl) throw new Error('reports-data needs BENCH_PG_URL (a PostgreSQL server).');
  const name = `rdbench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', (error) => ctx.log(`admin connection: ${error.message}`));
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { dataDir, url: url.toString(), drop };
}

/**
 * Reports at scale (issue 20 "Scale") on `engine`: on BENCH_PG_URL's server in a database of its
 * own, or the API's PGlite in a folder of its own, 1,000,000 services and 10,000,000 messages are
 * loaded by SQL, the API computes their aggregates at start, each report call's p95 is measured
 * (goal: ≤ 300 ms), then a settings save. `prefix` names its figures.
 */
function reportsDataOn(engine: Engine, id: string, prefix: string): Scenario {
  const where = engine === 'postgres' ? 'PostgreSQL (BENCH_PG_URL)' : 'PGlite';
  return {
    id,
    title: `report calls at scale on ${where}: 1M services and 10M messages`,
    onlyWhenNamed: true,
    async run(ctx) {
      const own = await ownDatabase(ctx, engine);
      let api = await startApi(own.url, own.dataDir);
      const load = loadOf();
      try {
        await api.proc.stop();
        const customer = await loadInto(ctx, own, load);
        api = await startApi(own.url, own.dataDir);
        ctx.metric(`${prefix}.startWithBackfillMs`, Math.round(api.startMs));
        const title = `Report calls on ${where}, ${load.services} services (${REQUESTS} requests each)`;
        await measureCalls(ctx, api, customer, title, prefix);
        ctx.metric(`${prefix}.settingsSaveMs`, await timeSettingsSave(api, customer));
      } finally {
        await api.proc.stop();
        await own.drop();
      }
    },
  };
}

/** The reports at scale on PostgreSQL (`--only reports-data`, needs BENCH_PG_URL). */
export const reportsDataScenario = reportsDataOn('postgres', 'reports-data', 'reportsData');

/** The reports at scale on PGlite (`--only reports-data-pglite`). */
export const reportsDataPgliteScenario = reportsDataOn(
  'pglite',
  'reports-data-pglite',
  'reportsDataPglite',
);
