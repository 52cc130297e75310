import { sessionStore } from '../session/store';
import { jsonResponse, mockFetch, restoreFetch, useTestConfig } from '../testing/mockFetch';
import { getFlowStepStats, testFlowTurn } from './flowRuns';

const API = 'http://api.test/api';

beforeEach(() => {
  useTestConfig();
  sessionStore.getState().logout();
});
afterEach(() => restoreFetch());

describe('the editor view of runs (ADR 0030)', () => {
  it('posts a sandbox turn and reads the step stats with the query names of the API', async () => {
    const { calls } = mockFetch(() => jsonResponse([]));
    const body = {
      initial_Step_Id: 0,
      exit_String: 'Salida',
      exit_Message: '',
      steps: [],
      text: 'hi',
    };
    await testFlowTurn(3, body);
    await getFlowStepStats(3, 5, { start: '2026-01-01T00:00:00Z', end: '2026-01-02T00:00:00Z' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/Flow_Test_Turn?Customer_Id=3`,
      body,
    });
    expect([calls[1]!.method, calls[1]!.url]).toEqual([
      'GET',
      `${API}/Flow_Step_Stats?Customer_Id=3&Flow_Id=5&Start_Date=2026-01-01T00%3A00%3A00Z&End_Date=2026-01-02T00%3A00%3A00Z`,
    ]);
  });
});
