/**
 * What the reports bench measures (issue 20 "Scale"): each report call over the last 30 days and
 * the last year, two drill-downs and the dashboard's calls, timed after a warm-up, and a settings
 * save (the day roll-ups' rebuild).
 */
import { performance } from 'node:perf_hooks';
import type { ScenarioContext } from '../scenarios/types';
import { apiLogin } from './largeFlow';
import { quantile } from './table';

/** Requests per call after the warm-up; the p95 is read from them. */
export const REQUESTS = 40;
const WARMUP = 3;
/** The demo user who reads the reports (all levels, any customer). */
export const READER = 'admin';

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

/** Times each call (after a warm-up) and records its median and p95. */
export async function measureCalls(
  ctx: ScenarioContext,
  api: { url: string },
  customer: number,
  title: string,
  prefix: string,
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
    ctx.metric(`${prefix}.${id}.p95Ms`, p95);
    rows.push([id, String(Math.round(quantile(times, 0.5) * 10) / 10), String(p95)]);
  }
  ctx.table({ title, columns: ['call', 'median ms', 'p95 ms'], rows });
}

/**
 * A settings save as the report settings page sends it (the customer's zone and business hours,
 * unchanged): its time is the day roll-ups' rebuild, while the customer's writes wait (ADR 0027).
 */
export async function timeSettingsSave(api: { url: string }, customer: number): Promise<number> {
  const { token } = await apiLogin(api.url, READER);
  const business_Hours = [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    startMinute: 480,
    endMinute: 1080,
  }));
  const t = performance.now();
  const res = await fetch(`${api.url}/api/Report_Settings_Update`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ customer_Id: customer, time_Zone: 'America/Sao_Paulo', business_Hours }),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`Report_Settings_Update answered ${res.status}`);
  return Math.round(performance.now() - t);
}
