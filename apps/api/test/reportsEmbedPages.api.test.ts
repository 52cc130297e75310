// The API's own embedded report pages (issue 20 "The product's own reports": filters, a table
// beside every chart, drill-down to services and their messages, CSV; docs/adr/0033). The pages'
// figures are read back from their tables and compared with the raw rows, across the DST week.
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { signEmbedToken } from '../src/reports/embedToken';
import { startTestServer, type TestServer } from './harness';
import { expectedDays, expectedHeatmap, servicesOf } from './reportsExpected';
import { FROM, local, type RawService, TO, ZONE } from './reportsKit';
import { FIGURES_SERVER, setupFiguresCustomer } from './reportsSetup';

let server: TestServer;
let customerId: number;
let services: RawService[];
let dims: { groups: number[]; agents: number[] };
let otherGroup: number;

beforeAll(async () => {
  server = await startTestServer(FIGURES_SERVER);
  ({ customerId, services, dims } = await setupFiguresCustomer(server));
  const db = server.database.db;
  const [user] = await db.select().from(t.users).where(eq(t.users.login, 'fig-manager'));
  const rows = await db
    .insert(t.reports)
    .values([
      { customerId, code: 'd1', name: 'Summary <b>', data: 'dashboard', parameter: '1' },
      { customerId, code: 'q2', name: 'Agents only', data: 'question', parameter: '2' },
      { customerId, code: 'q7', name: 'Bot only', data: 'question', parameter: '7' },
    ])
    .returning({ id: t.reports.id });
  await db.insert(t.userReports).values(rows.map((r) => ({ userId: user!.id, reportId: r.id })));
  const [group] = await db
    .select({ id: t.attendanceGroups.id })
    .from(t.attendanceGroups)
    .where(eq(t.attendanceGroups.customerId, server.seed.customers.borealis));
  otherGroup = group!.id;
}, 120_000);

afterAll(() => server?.close());

const token = (type: 'dashboard' | 'question' = 'dashboard', id = 1, now?: number) =>
  signEmbedToken({
    secret: server.config.embeddingSecretKey,
    type,
    id,
    params: { customer_id: customerId },
    nowSeconds: now ?? Math.floor(Date.now() / 1000),
  }).token;

async function get(path: string, language = 'en') {
  const res = await fetch(`${server.url}${path}`, { headers: { 'accept-language': language } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const range = `date_from=${FROM}&date_to=${TO}`;

/** The rows of the table captioned `caption`: each cell's text, tags stripped. */
function tableRows(page: string, caption: string): string[][] {
  const flat = page.replace(/\s+/g, ' ');
  const start = flat.indexOf(`<caption class="note"> ${caption} </caption>`);
  if (start < 0) throw new Error(`no table ${caption}`);
  const table = flat.slice(start, flat.indexOf('</table>', start));
  const body = table.slice(table.indexOf('<tbody>'));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) =>
      cell[1]!
        .replace(/<[^>]+>/g, '')
        .replace(/,/g, '')
        .trim(),
    ),
  );
}

/** Every link's address on the page, entities decoded. */
const links = (page: string) =>
  [...page.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!.replace(/&#38;/g, '&'));

describe('the report page', () => {
  it('shows every figure for the range, with the same numbers as the raw rows (DST week)', async () => {
    const res = await get(`/embed/dashboard/${token()}?${range}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Summary &#60;b&#62;</h1>');
    expect(res.text).toContain(`Days and hours in the ${ZONE} time zone.`);
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
    // The tab remembers the report's last address under this key (a renewed token comes back to it).
    expect(res.text).toContain(`data-state="atende-embed:dashboard:1:${customerId}"`);
    const days = expectedDays(servicesOf(services, {}));
    const rows = tableRows(res.text, 'Services by day');
    expect(rows.map((r) => [r[0], Number(r[1]), Number(r[2]), Number(r[3])])).toEqual(
      days.map((d) => [d.day, d.started, d.started_inside, d.started_outside]),
    );
    const heat = tableRows(res.text, 'Services by weekday and hour');
    for (const cell of expectedHeatmap(servicesOf(services, {}))) {
      expect(Number(heat[cell.weekday - 1]![cell.hour + 1])).toBe(cell.started);
    }
    for (const title of ['Waiting time', 'per agent', 'Abandonment', 'by reason', 'chatbot']) {
      expect(res.text).toContain(title);
    }
  });

  it('filters by group, keeps the chosen values and lists only the customer’s choices', async () => {
    const group = dims.groups[1]!;
    const res = await get(`/embed/dashboard/${token()}?${range}&group_id=${group}`);
    const rows = tableRows(res.text, 'Services by day');
    const expected = expectedDays(servicesOf(services, { groupId: group }));
    expect(rows.map((r) => Number(r[1]))).toEqual(expected.map((d) => d.started));
    expect(res.text).toMatch(new RegExp(`<option value="${group}"\\s+selected\\s*>`));
    const groupSelect = /<select name="group_id">(.*?)<\/select>/s.exec(res.text)![1]!;
    expect(groupSelect).not.toContain(`<option value="${otherGroup}"`);
    // '=Support' is written as text, never as markup.
    expect(res.text).toMatch(/>\s*=Support\s*<\/option>/);
  });

  it('refuses bad filters with a translated message and no figures', async () => {
    const cases: [string, string, string][] = [
      [`date_from=${TO}&date_to=${FROM}`, 'pt', 'o último não antes do primeiro'],
      ['date_from=2024-01-01&date_to=2026-01-01', 'en', 'must not exceed 366 days'],
      [`${range}&group_id=${otherGroup}`, 'es', 'Elija uno de los grupos'],
      [`${range}&agent_id=abc`, 'en', 'Choose one of the listed agents'],
      [`${range}&service_level_seconds=7`, 'en', 'service level thresholds'],
      ['date_from=2026-02-30&date_to=2026-03-01', 'en', 'Enter a first and a last day'],
    ];
    for (const [query, language, text] of cases) {
      const res = await get(`/embed/dashboard/${token()}?${query}`, language);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.text).toContain(text);
      expect(res.text).not.toContain('<table');
    }
  });

  it('a question shows its one figure; a question of the chatbot has no drill-down', async () => {
    const agents = await get(`/embed/question/${token('question', 2)}?${range}`);
    expect(agents.status).toBe(200);
    expect(agents.text).toContain('First response and handling time per agent');
    expect(agents.text).not.toContain('Services by day');
    const bot = token('question', 7);
    expect((await get(`/embed/question/${bot}/services?${range}`)).status).toBe(404);
    expect((await get(`/embed/question/${bot}/csv?${range}&report=heatmap`)).status).toBe(404);
    expect((await get(`/embed/question/${bot}/csv?${range}&report=chatbot`)).status).toBe(200);
  });

  it('the query’s locale chooses the language and every link keeps it', async () => {
    const res = await get(`/embed/dashboard/${token()}?${range}&locale=es`, 'pt');
    expect(res.text).toContain('<html lang="es">');
    expect(res.text).toContain('Atenciones por día');
    const drills = links(res.text).filter((href) => href.includes('/services?'));
    expect(drills.length).toBeGreaterThan(0);
    expect(drills.every((href) => href.includes('locale=es'))).toBe(true);
  });
});

describe('drill-down, messages and CSV', () => {
  const busiestDay = () => {
    const days = expectedDays(servicesOf(services, {}));
    return days.reduce((a, b) => (b.started > a.started ? b : a));
  };

  it('a day opens its services, a service opens its messages', async () => {
    const day = busiestDay();
    const report = await get(`/embed/dashboard/${token()}?${range}`);
    const href = links(report.text).find(
      (h) => h.includes(`/services?`) && h.includes(`day=${day.day}`) && !h.includes('outcome'),
    );
    expect(href).toBeDefined();
    const list = await get(href!);
    expect(list.status).toBe(200);
    const expected = servicesOf(services, {}).filter((s) => local(s.openedAt).day === day.day);
    expect(list.text).toContain(`(${expected.length} services)`);
    const first = links(list.text).find((h) => /\/services\/\d+\?/.test(h));
    const messages = await get(first!);
    expect(messages.status).toBe(200);
    expect(messages.text).toMatch(/Messages of service \d+/);
    expect(messages.text).toContain('Back to the services');
  });

  it('a heatmap cell opens the services of that weekday and hour', async () => {
    const cell = expectedHeatmap(servicesOf(services, {}))[0]!;
    const path = `/embed/dashboard/${token()}/services?${range}&weekday=${cell.weekday}&hour=${cell.hour}`;
    const list = await get(path);
    expect(list.text).toContain(`(${cell.started} services)`);
  });

  it("refuses another customer's service, an unknown part and an expired token", async () => {
    const [foreign] = await server.database.db
      .select({ id: t.attendances.id })
      .from(t.attendances)
      .where(eq(t.attendances.customerId, server.seed.customers.acme))
      .limit(1);
    const res = await get(`/embed/dashboard/${token()}/services/${foreign!.id}?${range}`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('This service is not part of the report.');
    expect((await get(`/embed/dashboard/${token()}/other`)).status).toBe(404);
    const old = token('dashboard', 1, Math.floor(Date.now() / 1000) - 700);
    expect((await get(`/embed/dashboard/${old}/services?${range}`)).status).toBe(401);
  });

  it('exports CSV with translated headers and formula cells neutralised', async () => {
    const day = busiestDay();
    const csv = await get(`/embed/dashboard/${token()}/csv?${range}&report=services_day&locale=pt`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Dia;Atendimentos;Dentro do horário comercial');
    expect(lines.find((l) => l.startsWith(day.day))).toContain(`;${day.started};`);
    const all = await get(`/embed/dashboard/${token()}/csv?${range}&report=services`);
    const rows = all.text.trim().split(/\r?\n/);
    expect(rows).toHaveLength(servicesOf(services, {}).length + 1);
    expect(all.text).not.toMatch(/[;\n]=HYPERLINK/);
    expect((await get(`/embed/dashboard/${token()}/csv?${range}&report=nope`)).status).toBe(404);
  });

  it('hostile query values get a page, never a 500, and nothing of them as markup', async () => {
    const base = `/embed/dashboard/${token()}`;
    // Not a calendar day in a drill-down: the selection ignores it.
    expect((await get(`${base}/services?${range}&day=2026-02-30`)).status).toBe(200);
    const nul = await get(`${base}?date_from=2026-10-19%00&date_to=${TO}`);
    expect([200, 400]).toContain(nul.status);
    expect(nul.text).not.toContain('\u0000');
    const script = await get(`${base}?date_from=%22%3E%3Cscript%3Ealert(1)%3C/script%3E`);
    expect(script.status).toBe(400);
    expect(script.text).not.toContain('<script>alert(1)');
    // A repeated field is read as its first value: the page, not the framework's JSON refusal.
    const group = dims.groups[1]!;
    const repeated = await get(`${base}?${range}&group_id=${group}&group_id=${otherGroup}`);
    expect(repeated.status).toBe(200);
    expect(repeated.headers.get('content-type')).toContain('text/html');
    expect(repeated.text).toMatch(new RegExp(`<option value="${group}"\\s+selected\\s*>`));
    const long = await get(`${base}?date_from=${'9'.repeat(5000)}`);
    expect(long.status).toBe(400);
  });

  it("a reason's services are titled with the reason's name", async () => {
    const report = await get(`/embed/dashboard/${token()}?${range}`);
    const href = links(report.text).find((h) => h.includes('reason_id='));
    const list = await get(href!);
    expect(list.status).toBe(200);
    expect(list.text).toMatch(/<h1>Services: [^<]*closed with (Sale|@Complaint|\(none\))/);
  });
});
