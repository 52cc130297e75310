// Abandonment (issue 20 "abandonment"; docs/adr/0027): a waiting service nobody answered whose client
// is silent past QUEUE_ABANDON_AFTER_MS is closed by the sweeper, leaves the waiting list and counts
// as abandoned in the reports (the figure and its drill-down agree). PGlite and PostgreSQL.
import { calendarDayOf } from '@atende/contract';
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { clientWrites, waitingItemOf } from './inbound';

let server: TestServer;
let agent: string;
let manager: string;
let acme: number;

beforeAll(async () => {
  server = await startTestServer({
    env: { CHATBOT_SWEEP_MS: '100', QUEUE_ABANDON_AFTER_MS: '600000' },
  });
  acme = server.seed.customers.acme;
  agent = await server.login('agent2');
  manager = await server.login('manager');
}, 120_000);
afterAll(() => server?.close());

const statusOf = async (id: number) =>
  (
    await server.database.db
      .select({ status: t.attendances.status, answeredAt: t.attendances.answeredAt })
      .from(t.attendances)
      .where(eq(t.attendances.id, id))
  )[0]!;

/** Waits (polling, with a deadline) until the service's status is `status`. */
async function until(id: number, status: string) {
  const deadline = Date.now() + 20_000;
  while ((await statusOf(id)).status !== status) {
    if (Date.now() > deadline) throw new Error(`service ${id} never became ${status}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Moves a service's opening and its client's messages `minutes` into the past. */
async function silentFor(id: number, minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000);
  const db = server.database.db;
  await db
    .update(t.attendances)
    .set({ openedAt: at, startQueue: at })
    .where(eq(t.attendances.id, id));
  await db.update(t.messages).set({ createdAt: at }).where(eq(t.messages.attendanceId, id));
}

it('closes a silent waiting service as abandoned; a recent one keeps waiting', async () => {
  const silent = '5511977770001';
  const recent = '5511977770002';
  await clientWrites(server, { from: silent });
  await clientWrites(server, { from: recent });
  const gone = await waitingItemOf(server, agent, silent);
  const stays = await waitingItemOf(server, agent, recent);
  await silentFor(gone.attendence_Id, 11);
  await until(gone.attendence_Id, 'closed');
  expect((await statusOf(gone.attendence_Id)).answeredAt).toBeNull();
  expect((await statusOf(stays.attendence_Id)).status).toBe('waiting');
  await expect(waitingItemOf(server, agent, silent)).rejects.toThrow('no waiting item');

  const [row] = await server.database.db
    .select({ openedAt: t.attendances.openedAt })
    .from(t.attendances)
    .where(eq(t.attendances.id, gone.attendence_Id));
  const day = calendarDayOf(row!.openedAt.toISOString(), 'America/Sao_Paulo')!;
  const range = `Customer_Id=${acme}&date_from=${day}&date_to=${day}`;
  const figure = await server.call('GET', `/api/Report_Abandonment?${range}`, { token: manager });
  const drill = await server.call(
    'GET',
    `/api/Report_Services?${range}&day=${day}&outcome=abandoned&page_size=200`,
    { token: manager },
  );
  expect(drill.body.rows.map((r: { attendence_Id: number }) => r.attendence_Id)).toContain(
    gone.attendence_Id,
  );
  expect(figure.body.days[0].abandoned).toBe(drill.body.total);
});

it('an answered service is never abandoned, however silent', async () => {
  const phone = '5511977770003';
  await clientWrites(server, { from: phone });
  const item = await waitingItemOf(server, agent, phone);
  const query = new URLSearchParams({
    Customer_Id: String(acme),
    Attendence_Id: String(item.attendence_Id),
    Message: 'Hello, how can I help?',
    Image_Name: '',
  });
  const reply = await server.call('POST', `/api/User_Att_Messages_Send?${query}`, {
    token: agent,
  });
  expect(reply.status).toBeLessThan(300);
  await silentFor(item.attendence_Id, 60);
  // A later silent waiting service is closed by a later sweep: the answered one was passed over.
  const marker = '5511977770004';
  await clientWrites(server, { from: marker });
  const markerItem = await waitingItemOf(server, agent, marker);
  await silentFor(markerItem.attendence_Id, 11);
  await until(markerItem.attendence_Id, 'closed');
  expect((await statusOf(item.attendence_Id)).status).toBe('active');
});
