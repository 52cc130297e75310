// The editor's step overlay (issue 19, docs/adr/0030): Flow_Step_Stats counts per-step visits and
// drop-off of real interactions run by the runtime.
import { addFlow, newPhone, say, step } from './chatbotKit';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let manager: string;
let acme: number;

beforeAll(async () => {
  server = await startTestServer();
  manager = await server.login('manager');
  acme = server.seed.customers.acme;
}, 120_000);
afterAll(() => server.close());

describe('Flow_Step_Stats', () => {
  it('counts visits and drop-off per step from interactions the runtime ran', async () => {
    const flowId = await addFlow(server, 'stats-flow', [
      step(0, 4, 'Pick', [
        ['A', 1],
        ['B', 2],
      ]),
      step(1, 2, 'Name?', [['*', 2]], { step_Operational_Variable: 'n' }),
      step(2, 1, 'Bye', [['', -1]]),
    ]);
    const done = newPhone();
    await say(server, done, 'stats-flow');
    await say(server, done, 'A');
    await say(server, done, 'Ana');
    const left = newPhone();
    await say(server, left, 'stats-flow');
    await say(server, left, 'A');
    await say(server, left, 'Salida');
    const waiting = newPhone();
    await say(server, waiting, 'stats-flow');

    const range = (from: number, to: number) =>
      `Start_Date=${new Date(Date.now() + from).toISOString()}&End_Date=${new Date(Date.now() + to).toISOString()}`;
    const res = await server.call(
      'GET',
      `/api/Flow_Step_Stats?Customer_Id=${acme}&Flow_Id=${flowId}&${range(-3600_000, 3600_000)}`,
      { token: manager },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { step_Id: 0, visits: 3, drop_Off: 0 },
      { step_Id: 1, visits: 2, drop_Off: 1 },
      { step_Id: 2, visits: 1, drop_Off: 0 },
    ]);
    const before = await server.call(
      'GET',
      `/api/Flow_Step_Stats?Customer_Id=${acme}&Flow_Id=${flowId}&${range(-7200_000, -3600_000)}`,
      { token: manager },
    );
    expect(before.body).toEqual([]);
    const reversed = await server.call(
      'GET',
      `/api/Flow_Step_Stats?Customer_Id=${acme}&Flow_Id=${flowId}&${range(0, -3600_000)}`,
      { token: manager },
    );
    expect([reversed.status, reversed.body.field]).toEqual([400, 'End_Date']);
  });
});
