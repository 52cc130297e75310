import { FLOW_EXIT_DEFAULTS, flowSaveProblems, type FlowUpdateBody } from '@atende/contract';
import { QueryClient } from '@tanstack/react-query';
import { flowMutations, flowQueries } from '../query/flowQueries';
import { queryKeys } from '../query/keys';
import { sessionStore } from '../session/store';
import { makeFlowStep, makeFlowStepsAnswer, makeReply } from '../testing/flows';
import { jsonResponse, mockFetch, restoreFetch, useTestConfig } from '../testing/mockFetch';
import {
  exportFlow,
  flowConflictOf,
  flowProblemsOf,
  getFlowSteps,
  getFlowVersion,
  listFlowVersions,
  listStepTypes,
  restoreFlowVersion,
  saveFlow,
} from './flows';

const API = 'http://api.test/api';

beforeEach(() => {
  useTestConfig();
  sessionStore.getState().logout();
});
afterEach(() => restoreFetch());

const body: FlowUpdateBody = {
  flow_Id: 5,
  flow_Name: 'Sales',
  channel_Id: 1,
  initial_Step_Id: 0,
  identify_Initial_Message: 'hi',
  start_DateTime: '2026-01-01T00:00:00.000Z',
  end_DateTime: null,
  ...FLOW_EXIT_DEFAULTS,
  steps: [],
  customer_Id: 3,
  base_Version: 2,
};

describe('flow calls (seed 001 §7 "Flows", ADR 0023)', () => {
  it('reads steps, step types, exports and versions with the query names of the API', async () => {
    const { calls } = mockFetch(() => jsonResponse([]));
    await getFlowSteps(3, 5);
    await listStepTypes(3);
    await exportFlow(3, 5);
    await listFlowVersions(3, 5);
    await getFlowVersion(3, 5, 1);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `${API}/List_Flow_Steps?Flow_Id=5&Customer_Id=3`],
      ['GET', `${API}/List_Step_Type?Customer_Id=3`],
      ['GET', `${API}/Export_Flow?Customer_Id=3&Flow_Id=5`],
      ['GET', `${API}/Flow_Version_List?Customer_Id=3&Flow_Id=5`],
      ['GET', `${API}/Flow_Version_Steps?Customer_Id=3&Flow_Id=5&Version=1`],
    ]);
  });

  it('saves with a JSON body and restores with the query', async () => {
    const { calls } = mockFetch(() => jsonResponse({ flow_Id: 5, flow_Version: 3 }));
    await expect(saveFlow(body)).resolves.toEqual({ flow_Id: 5, flow_Version: 3 });
    await restoreFlowVersion({ customerId: 3, flowId: 5, version: 1, baseVersion: 3 });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API}/Data_Flow_Update`, body });
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: `${API}/Flow_Version_Restore?Customer_Id=3&Flow_Id=5&Version=1&Base_Version=3`,
    });
  });

  it('reads the problems of a refused save and the conflict of a stale one', async () => {
    const problems = [{ stepId: 2, code: 'noReplies', severity: 'error' }];
    const conflict = {
      version: 4,
      saved_By: { user_Login: 'ana', user_Name: 'Ana' },
      saved_At: '2026-01-02T00:00:00.000Z',
    };
    mockFetch(() =>
      jsonResponse({ error: 'flow_invalid', message: 'x', field: 'steps', problems }, 400),
    );
    const invalid = await saveFlow(body).catch((e: unknown) => e);
    expect(flowProblemsOf(invalid)).toEqual(problems);
    expect(flowConflictOf(invalid)).toBeNull();
    mockFetch(() => jsonResponse({ error: 'flow_version_conflict', message: 'x', conflict }, 409));
    const stale = await saveFlow(body).catch((e: unknown) => e);
    expect(flowConflictOf(stale)).toEqual(conflict);
    expect(flowProblemsOf(stale)).toEqual([]);
  });
});

describe('flowQueries and flowMutations', () => {
  it('key every query under the customer and invalidate the list and the flow after a save', async () => {
    expect(flowQueries.steps(3, 5).queryKey).toEqual(['customer', 3, 'flows', 5, 'steps']);
    expect(flowQueries.version(3, 5, 1).queryKey).toEqual([
      'customer',
      3,
      'flows',
      5,
      'version',
      1,
    ]);
    expect(flowQueries.list(3).queryKey).toEqual(queryKeys.catalog(3, 'flows'));
    const client = new QueryClient();
    client.setQueryData(flowQueries.steps(3, 5).queryKey, { flow_Version: 2 } as never);
    client.setQueryData(queryKeys.catalog(3, 'flows'), []);
    client.setQueryData(flowQueries.steps(3, 6).queryKey, { flow_Version: 1 } as never);
    mockFetch(() => jsonResponse({ flow_Id: 5, flow_Version: 3 }));
    const options = flowMutations.save(client);
    const saved = await options.mutationFn!(body, undefined as never);
    options.onSuccess!(saved, body, undefined, undefined as never);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(flowQueries.steps(3, 5).queryKey)).toBe(true);
    expect(stale(queryKeys.catalog(3, 'flows'))).toBe(true);
    expect(stale(flowQueries.steps(3, 6).queryKey)).toBe(false);
  });
});

describe('flow fixtures of @atende/api-client/testing', () => {
  it('make a flow that passes the save rules and a step with every field', () => {
    const flow = makeFlowStepsAnswer();
    expect(flowSaveProblems(flow.steps)).toEqual([]);
    expect(Object.keys(makeFlowStep()).sort()).toEqual(Object.keys(flow.steps[1]!).sort());
    expect(makeReply('x')).toMatchObject({ next_Step_Id: -1 });
  });
});
