// The report calls beyond the figures (issue 20; docs/adr/0027): the aggregates and day roll-ups
// kept current by the real write paths (inbound, take, transfer, close, the chatbot) equal a rebuild from the rows; the
// drill-down and CSV export; a service's messages; bad input and other customers' ids refused.
import { eq, sql } from 'drizzle-orm';
import { WELCOME_FLOW_KEYWORD } from '../src/db/seed/welcomeFlow';
import * as t from '../src/db/schema';
import { rebuildReportAggregates } from '../src/reports/data/rebuild';
import { startTestServer, type TestServer } from './harness';
import { clientWrites, waitingItemOf } from './inbound';
import { expectedHeatmap, expectedReasons, isAbandoned, servicesOf } from './reportsExpected';
import { FROM, local, type RawService, TO } from './reportsKit';
import { FIGURES_SERVER, setupFiguresCustomer } from './reportsSetup';
import { addTestUser } from './users';

let server: TestServer;
let customerId: number;
let manager: string;
let services: RawService[];
let dims: { groups: number[]; agents: number[] };

beforeAll(async () => {
  server = await startTestServer(FIGURES_SERVER);
  ({ customerId, manager, services, dims } = await setupFiguresCustomer(server));
}, 120_000);

afterAll(() => server?.close());

const range = () => `Customer_Id=${customerId}&date_from=${FROM}&date_to=${TO}`;
const call = (path: string, token = manager) => server.call('GET', `/api/${path}`, { token });

/** Every non-zero aggregate row of a customer, in key order. */
async function aggregates(id: number) {
  const tables = [
    'report_service_buckets',
    'report_reason_buckets',
    'report_bot_buckets',
    'report_service_days',
    'report_reason_days',
    'report_bot_days',
  ];
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const res = await server.database.db.execute(
      sql`select * from ${sql.identifier(table)} where customer_id = ${id} order by 1, 2, 3, 4, 5, 6`,
    );
    const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
    out[table] = rows
      .filter((row) =>
        Object.entries(row).some(
          ([k, v]) => !/_id$|bucket|flow_name|wait_bin|^day$|^inside$/.test(k) && Number(v) !== 0,
        ),
      )
      .map((row) =>
        JSON.stringify(row, (_, v: unknown) => (typeof v === 'bigint' ? Number(v) : v)),
      );
  }
  return out;
}

/** The aggregates kept on write equal those recomputed from the rows. */
async function expectAggregatesAgree(id: number) {
  const kept = await aggregates(id);
  await rebuildReportAggregates(server.database.db, id);
  expect(await aggregates(id)).toEqual(kept);
}

describe('aggregates kept current on write', () => {
  it('inbound, take, transfer, close and the chatbot leave the aggregates equal to a rebuild', async () => {
    const acme = server.seed.customers.acme;
    const built = await server.database.db
      .select({ zone: t.customers.reportZone })
      .from(t.customers)
      .where(eq(t.customers.id, acme));
    expect(built[0]!.zone).toBe('America/Sao_Paulo');
    const agent1 = await server.login('agent1');
    await clientWrites(server, { from: '5511955550001' });
    await expectAggregatesAgree(acme);
    const item = await waitingItemOf(server, agent1, '5511955550001');
    const send = `/api/User_Att_Messages_Send?Customer_Id=${acme}&Attendence_Id=${item.attendence_Id}&Message=hi`;
    expect((await server.call('POST', send, { token: agent1 })).status).toBe(200);
    await expectAggregatesAgree(acme);
    const sales = server.seed.groups['acme:Sales']!;
    const transfer = `/api/User_Att_Transfer?Attendence_Id=${item.attendence_Id}&Attendence_Group_Id=${sales}&Customer_Id=${acme}`;
    expect((await server.call('POST', transfer, { token: agent1 })).status).toBe(200);
    await expectAggregatesAgree(acme);
    await clientWrites(server, { from: '5511955550002' });
    const second = await waitingItemOf(server, agent1, '5511955550002');
    const take = `/api/User_Att_Messages_Send?Customer_Id=${acme}&Attendence_Id=${second.attendence_Id}&Message=hello`;
    expect((await server.call('POST', take, { token: agent1 })).status).toBe(200);
    const [completion] = await server.database.db
      .select({ id: t.completionCodes.id })
      .from(t.completionCodes)
      .where(eq(t.completionCodes.customerId, acme));
    const close = `/api/User_Att_Close?Customer_Id=${acme}&Attendence_Id=${second.attendence_Id}&Completion_Id=${completion!.id}`;
    expect((await server.call('POST', close, { token: agent1 })).status).toBe(200);
    await expectAggregatesAgree(acme);
    await clientWrites(server, { from: '5511955550003', text: WELCOME_FLOW_KEYWORD });
    const [bot] = await server.database.db
      .select({ n: sql`count(*)`.mapWith(Number) })
      .from(t.interactions)
      .innerJoin(t.clients, eq(t.clients.id, t.interactions.clientId))
      .where(eq(t.clients.identify, '5511955550003'));
    expect(bot!.n).toBe(1);
    await expectAggregatesAgree(acme);
  });
});

describe('drill-down and export', () => {
  it('a heatmap cell opens its services, paged', async () => {
    const rows = servicesOf(services, {});
    const cell = expectedHeatmap(rows).sort((a, b) => b.started - a.started)[0]!;
    const path = `Report_Services?${range()}&weekday=${cell.weekday}&hour=${cell.hour}&page_size=2`;
    const first = await call(path);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(cell.started);
    const second = await call(`${path}&page=2`);
    const ids = [...first.body.rows, ...second.body.rows].map(
      (r: { attendence_Id: number }) => r.attendence_Id,
    );
    expect(new Set(ids).size).toBe(Math.min(4, cell.started));
    for (const row of first.body.rows) {
      const l = local(new Date(row.opened));
      expect([l.weekday, l.hour]).toEqual([cell.weekday, cell.hour]);
    }
  });

  it('every heatmap cell opens exactly its services, the repeated hour of the DST change too', async () => {
    // Sunday's cells (the DST change is on a Sunday) and every fifth other one.
    const cells = expectedHeatmap(servicesOf(services, {})).filter(
      (c, i) => c.weekday === 7 || i % 5 === 0,
    );
    expect(cells.some((c) => c.weekday === 7 && c.hour === 2)).toBe(true);
    const totals = await Promise.all(
      cells.map(async (cell) => {
        const res = await call(
          `Report_Services?${range()}&weekday=${cell.weekday}&hour=${cell.hour}&page_size=1`,
        );
        return { weekday: cell.weekday, hour: cell.hour, started: res.body.total };
      }),
    );
    expect(totals).toEqual(cells);
  });

  it('a day, a reason and an outcome open their services', async () => {
    const rows = servicesOf(services, {});
    const day = await call(`Report_Services?${range()}&day=2026-10-25`);
    expect(day.body.total).toBe(rows.filter((s) => local(s.openedAt).day === '2026-10-25').length);
    const [key, count] = [...expectedReasons(rows).entries()][0]!;
    const [reason, sub] = key.split(':');
    const byReason = await call(
      `Report_Services?${range()}&reason_id=${reason}&sub_reason_id=${sub}`,
    );
    expect(byReason.body.total).toBe(count);
    const gone = await call(`Report_Services?${range()}&outcome=abandoned`);
    expect(gone.body.total).toBe(rows.filter(isAbandoned).length);
  });

  it('CSV: one row per service, formula cells neutralised; a figure report as rows', async () => {
    const res = await server.call('GET', `/api/Report_Export?${range()}&report=services`, {
      token: manager,
    });
    expect(res.status).toBe(200);
    const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1 + servicesOf(services, {}).length);
    expect(text).not.toMatch(/(^|;)=/m);
    expect(text).toContain("'=Support");
    const days = await server.call('GET', `/api/Report_Export?${range()}&report=services_day`, {
      token: manager,
    });
    expect(String(days.body).trimEnd().split('\r\n')).toHaveLength(1 + 14);
    // The wire names by default (programs), the columns in a language on request (people).
    expect(String(days.body).replace(/^\uFEFF/, '')).toMatch(/^day;started;started_inside;/);
    const es = await server.call(
      'GET',
      `/api/Report_Export?${range()}&report=services_day&locale=es`,
      { token: manager },
    );
    expect(String(es.body).replace(/^\uFEFF/, '')).toMatch(
      /^Día;Atenciones;Dentro del horario de atención;/,
    );
  });

  it("a report reader opens a service's messages", async () => {
    const [service] = services;
    await server.database.db
      .insert(t.messages)
      .values({ attendanceId: service!.id, text: 'Olá', direction: 1 });
    const res = await call(
      `User_Att_Messages_List?Customer_Id=${customerId}&Attendence_Id=${service!.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.map((m: { message: string }) => m.message)).toContain('Olá');
  });
});

describe('refusals', () => {
  it('bad dates, long ranges and unknown thresholds are 400 with a code and field, never a 500', async () => {
    const base = `Customer_Id=${customerId}`;
    const cases: [string, string, string][] = [
      [`${base}&date_from=2026-02-30&date_to=2026-03-01`, 'bad_request', 'date_from'],
      [`${base}&date_from=2026-03-02&date_to=2026-03-01`, 'bad_request', 'date_to'],
      [`${base}&date_from=2025-01-01&date_to=2026-03-01`, 'report_range_too_long', 'date_to'],
      [`${base}&date_from=NaN&date_to=2026-03-01`, 'bad_request', 'date_from'],
      [`${range()}&service_level_seconds=31`, 'bad_request', 'service_level_seconds'],
      [`${range()}&service_level_seconds=Infinity`, 'bad_request', 'service_level_seconds'],
    ];
    for (const [q, error, field] of cases) {
      const res = await call(`Report_Waiting?${q}`);
      expect([res.status, res.body.error, res.body.field]).toEqual([400, error, field]);
    }
  });

  it("another customer's customer, group and agent ids are refused; a user without Report level too", async () => {
    const acme = server.seed.customers.acme;
    expect(
      (await call(`Report_Services_Day?Customer_Id=${acme}&date_from=${FROM}&date_to=${TO}`))
        .status,
    ).toBe(403);
    const group = await call(
      `Report_Services_Day?${range()}&group_id=${server.seed.groups['acme:Sales']}`,
    );
    expect([group.status, group.body.field]).toEqual([400, 'group_id']);
    const agent = await call(`Report_Agents?${range()}&agent_id=${server.seed.users.agent1}`);
    expect([agent.status, agent.body.field]).toEqual([400, 'agent_id']);
    expect((await call(`Report_Agents?${range()}&agent_id=${dims.agents[0]}`)).status).toBe(200);
    await addTestUser(server, {
      login: 'fig-noreport',
      customers: [customerId],
      levels: { Painel: 2 },
    });
    const none = await server.login('fig-noreport');
    expect((await call(`Report_Chatbot?${range()}`, none)).status).toBe(403);
    expect((await call(`Report_Export?${range()}&report=agents`, none)).status).toBe(403);
  });
});
