import { sessionStore } from '../session/store';
import { loggedInUser } from '../testing/fixtures';
import { jsonResponse, mockFetch, restoreFetch, useTestConfig } from '../testing/mockFetch';
import {
  getDashboard,
  getWaitingCount,
  listDashboardAgents,
  listDashboardAttendances,
  listDashboardHourly,
  listDashboardInteractions,
  listInteractionMessages,
} from './dashboard';

const API = 'http://api.test/api';
const INTEGRATION = 'http://api.test/integration';

beforeEach(() => {
  useTestConfig();
  sessionStore.getState().login(loggedInUser(), true);
});
afterEach(() => {
  restoreFetch();
  sessionStore.getState().logout();
});

async function only(run: () => Promise<unknown>, answer: unknown = []) {
  const { calls } = mockFetch(() => jsonResponse(answer));
  const result = await run();
  expect(calls).toHaveLength(1);
  return { call: calls[0]!, result };
}

const range = {
  customerId: 3,
  channelId: 0,
  start: new Date('2026-03-04T03:00:00.123Z'),
  end: '2026-03-05T02:59:59Z',
};
const dates = 'start_date_time=2026-03-04T03%3A00%3A00Z&end_date_time=2026-03-05T02%3A59%3A59Z';

describe('dashboard calls (seed 001 §7, names and casing as written there)', () => {
  it('getDashboard: GET {integration}/Light_Dashboard?customer_id&channel_id&start_date_time&end_date_time, with the bearer token', async () => {
    const summary = { total_Agents: 2 };
    const { call, result } = await only(() => getDashboard(range), summary);
    expect(call.method).toBe('GET');
    expect(call.url).toBe(`${INTEGRATION}/Light_Dashboard?customer_id=3&channel_id=0&${dates}`);
    expect(call.headers.authorization).toMatch(/^Bearer /);
    expect(result).toEqual(summary);
  });

  it('listDashboardAgents: GET {integration}/Light_Dashboard_Agent?customer_id&status_agent', async () => {
    const { call } = await only(() => listDashboardAgents(3, 2));
    expect(call).toMatchObject({
      method: 'GET',
      url: `${INTEGRATION}/Light_Dashboard_Agent?customer_id=3&status_agent=2`,
    });
    const total = await only(() => listDashboardAgents(3));
    expect(total.call.url).toBe(
      `${INTEGRATION}/Light_Dashboard_Agent?customer_id=3&status_agent=0`,
    );
  });

  it('listDashboardAttendances: GET {integration}/Light_Dashboard_Attendence?customer_id&channel_id&start_date_time&end_date_time&status_att', async () => {
    const { call } = await only(() => listDashboardAttendances({ ...range, channelId: 2 }, 3));
    expect(call).toMatchObject({
      method: 'GET',
      url: `${INTEGRATION}/Light_Dashboard_Attendence?customer_id=3&channel_id=2&${dates}&status_att=3`,
    });
  });

  it('listDashboardInteractions: GET {integration}/Light_Dashboard_Interaction?Customer_Id&channel_id&start_date_time&end_date_time&status_interaction', async () => {
    const { call } = await only(() => listDashboardInteractions(range, 1));
    expect(call).toMatchObject({
      method: 'GET',
      url: `${INTEGRATION}/Light_Dashboard_Interaction?Customer_Id=3&channel_id=0&${dates}&status_interaction=1`,
    });
  });

  it('listInteractionMessages: GET {integration}/User_Messages_List?Customer_Id&Client_Operation_Id', async () => {
    const { call } = await only(() => listInteractionMessages(3, 41));
    expect(call).toMatchObject({
      method: 'GET',
      url: `${INTEGRATION}/User_Messages_List?Customer_Id=3&Client_Operation_Id=41`,
    });
  });

  it('listDashboardHourly: GET {integration}/Light_Dashboard_Hourly?customer_id&channel_id&start_date_time&end_date_time', async () => {
    const { call } = await only(() => listDashboardHourly(range));
    expect(call).toMatchObject({
      method: 'GET',
      url: `${INTEGRATION}/Light_Dashboard_Hourly?customer_id=3&channel_id=0&${dates}`,
    });
  });

  it('getWaitingCount: GET User_Att_Waitting_Count?Customer_Id on the API base', async () => {
    const { call, result } = await only(() => getWaitingCount(3), {
      count: 4,
      oldest_Waitting_Start: null,
    });
    expect(call).toMatchObject({
      method: 'GET',
      url: `${API}/User_Att_Waitting_Count?Customer_Id=3`,
    });
    expect(result).toEqual({ count: 4, oldest_Waitting_Start: null });
  });

  it('lists read a missing or non-array answer as empty', async () => {
    mockFetch(() => jsonResponse({ unexpected: true }));
    await expect(listDashboardAttendances(range)).resolves.toEqual([]);
  });
});
