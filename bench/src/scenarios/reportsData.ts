import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { apiLogin } from '../measure/largeFlow';
import { loadReportsCustomer, type ReportsLoad } from '../measure/reportsSeed';
import { quantile } from '../measure/table';
import { freePort, startProcess, waitForHttp } from '../stack/processes';
import type { Scenario, ScenarioContext } from './types';

/** Requests per call after the warm-up; the p95 is read from them. */
const REQUESTS = 40;
const WARMUP = 3;
/** The demo user who reads the reports (all levels, any customer). */
const READER = 'admin';

/** The sizes: 1,000,000 services × 10 messages unless BENCH_REPORT_SERVICES says fewer. */
function loadOf(): ReportsLoad {
  const services = Number(process.env.BENCH_REPORT_SERVICES ?? 1_000_000);
  return { services, messagesPer: 10, interactions: Math.round(services / 4) };
}

/** The calls measured: each report over the last 30 days and the last year, and the dashboard's. */
function calls(customer: number) {
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const month = `Customer_Id=${customer}&date_from=${day(30)}&date_to=${day(0)}`;
  const year = `Customer_Id=${customer}&date_from=${day(364)}&date_to=${day(0)}`;
  const reports = [
    'Report_Services_Day',
    'Report_Services_Heatmap',
    'Report_Waiting',
    'Report_Agents',
    'Report_Abandonment',
    'Report_Reasons',
    'Report_Chatbot',
  ];
  const start = `${day(1)}T00:00:00Z`;
  const end = `${day(0)}T23:59:59Z`;
  const dashboard = `customer_id=${customer}&start_date_time=${start}&end_date_time=${end}`;
  return [
    ...reports.map((r) => [`${r}.month`, `/api/${r}?${month}`]),
    ...reports.map((r) => [`${r}.year`, `/api/${r}?${year}`]),
    ['Report_Services.day', `/api/Report_Services?${month}&day=${day(3)}&page_size=50`],
    ['Report_Services.heatCell', `/api/Report_Services?${month}&weekday=2&hour=10&page_size=50`],
    ['Light_Dashboard', `/integration/Light_Dashboard?${dashboard}`],
    ['Light_Dashboard_Hourly', `/integration/Light_Dashboard_Hourly?${dashboard}`],
    ['Light_Dashboard_Attendence', `/integration/Light_Dashboard_Attendence?${dashboard}`],
  ] as const;
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

/** Times each call (after a warm-up) and records its median and p95. */
async function measureCalls(
  ctx: ScenarioContext,
  api: { url: string },
  customer: number,
  title: string,
) {
  const { token } = await apiLogin(api.url, READER);
  const rows: string[][] = [];
  for (const [id, path] of calls(customer)) {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const t = performance.now();
      const res = await fetch(`${api.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${id} answered ${res.status}`);
      if (i >= WARMUP) times.push(performance.now() - t);
    }
    const p95 = Math.round(quantile(times, 0.95) * 10) / 10;
    ctx.metric(`${prefix()}.${id}.p95Ms`, p95);
    rows.push([id, String(Math.round(quantile(times, 0.5) * 10) / 10), String(p95)]);
  }
  ctx.table({ title, columns: ['call', 'median ms', 'p95 ms'], rows });
}

/** PGlite instead of PostgreSQL: BENCH_REPORTS_DB=pglite. */
const onPglite = () => process.env.BENCH_REPORTS_DB === 'pglite';
/** The metrics' prefix: `reportsData` on PostgreSQL, `reportsDataPglite` on PGlite. */
const prefix = () => (onPglite() ? 'reportsDataPglite' : 'reportsData');

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
async function ownDatabase(ctx: ScenarioContext) {
  const dataDir = path.join(os.tmpdir(), `atende-bench-reports-${randomUUID()}`);
  if (onPglite())
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
 * Reports at scale (issue 20 "Scale"): on BENCH_PG_URL's server, in a database of its own (or
 * PGlite with BENCH_REPORTS_DB=pglite), 1,000,000 services and 10,000,000 messages are loaded by
 * SQL, the API computes their aggregates at start, and each report call's p95 is measured (goal:
 * ≤ 300 ms).
 */
export const reportsDataScenario: Scenario = {
  id: 'reports-data',
  title:
    'report calls at scale: 1M services and 10M messages (BENCH_PG_URL, or BENCH_REPORTS_DB=pglite)',
  onlyWhenNamed: true,
  async run(ctx) {
    const own = await ownDatabase(ctx);
    let api = await startApi(own.url, own.dataDir);
    const load = loadOf();
    try {
      await api.proc.stop();
      const customer = await loadInto(ctx, own, load);
      api = await startApi(own.url, own.dataDir);
      ctx.metric(`${prefix()}.startWithBackfillMs`, Math.round(api.startMs));
      const where = own.url ? 'PostgreSQL' : 'PGlite';
      await measureCalls(
        ctx,
        api,
        customer,
        `Report calls on ${where}, ${load.services} services (${REQUESTS} requests each)`,
      );
    } finally {
      await api.proc.stop();
      await own.drop();
    }
  },
};
