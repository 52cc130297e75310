import { configureApi } from '@atende/api-client';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { fakeApi, type FakeApi } from '../testing/fakeApi';
import { TEST_CONFIG } from '../testing/testConfig';
import { attendanceQueries } from './attendanceQueries';
import { queryKeys } from './keys';
import { saveMutations } from './saveMutations';

let api: FakeApi;
let client: QueryClient;

beforeEach(() => {
  configureApi(TEST_CONFIG);
  api = fakeApi({
    'PUT User_Data_Perm': { user_Id: 21, function_Id: 7 },
    'POST User_Att_Group_Activate': { changed: true },
    'POST User_Att_Group_Deactivate': { changed: true },
    'POST Functionality_List': { function_Id: 12, function_Name: 'Supervisor', function_Father: 1 },
    History_Att: [{ attendence_Id: 3, completion_Description: 'Solved' }],
    User_Att_Messages_List: [],
  });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  client.clear();
  api.restore();
});

/** Seeds a query of `key` and reports whether a save marked it stale. */
function seeded(key: readonly unknown[]) {
  client.setQueryData(key, ['before']);
  return () => client.getQueryState(key)?.isInvalidated === true;
}

describe('saveMutations of the people administration (seed 001 §7)', () => {
  it('operator: PUT User_Data_Perm, then the list, the saved record and its history are stale', async () => {
    const list = seeded(queryKeys.admin(1, 'operators'));
    const record = seeded(queryKeys.admin(1, 'operator', 21));
    const history = seeded(queryKeys.audit(1, 'operator', 21));
    const otherCustomer = seeded(queryKeys.admin(2, 'operators'));
    const save = new MutationObserver(client, saveMutations.operator(client));
    await save.mutate({
      customerId: 1,
      operator: { user_Id: 0, user_Login: 'carla', user_Name: 'Carla', password: 'Secret@12' },
    });
    expect(api.callsTo('PUT User_Data_Perm')[0]?.body).toMatchObject({ user_Login: 'carla' });
    expect([list(), record(), history(), otherCustomer()]).toEqual([true, true, true, false]);
  });

  it('operatorGroup: activates or deactivates one membership, and the operator reloads', async () => {
    const record = seeded(queryKeys.admin(1, 'operator', 21));
    const change = new MutationObserver(client, saveMutations.operatorGroup(client));
    await change.mutate({ customerId: 1, userId: 21, groupId: 7, active: false });
    await change.mutate({ customerId: 1, userId: 21, groupId: 9, active: true });
    expect(
      api.calls.map((call) => [call.method, call.path, call.query.Attendence_Group_Id]),
    ).toEqual([
      ['POST', 'User_Att_Group_Deactivate', '7'],
      ['POST', 'User_Att_Group_Activate', '9'],
    ]);
    expect(record()).toBe(true);
  });

  it('role: POST Functionality_List without level 0 entries, then the roles are stale', async () => {
    const roles = seeded(queryKeys.admin(1, 'roles'));
    const create = new MutationObserver(client, saveMutations.role(client));
    const role = await create.mutate({
      customerId: 1,
      body: {
        function_Name: 'Supervisor',
        function_Father: 1,
        user_Functionality: [
          { functionality_id: 7, functionality_Level: 0, functionality_Name: 'Flow' },
          { functionality_id: 4, functionality_Level: 2, functionality_Name: 'User' },
        ],
      },
    });
    expect(role.function_Id).toBe(12);
    expect(api.callsTo('POST Functionality_List')[0]?.body).toMatchObject({
      user_Functionality: [{ functionality_id: 4, functionality_Level: 2 }],
    });
    expect(roles()).toBe(true);
  });
});

describe('attendanceQueries of the history dialog (seed 000 §2.4)', () => {
  it('history: History_Att of the client, with the query signal', async () => {
    const entries = await client.fetchQuery(attendanceQueries.history(1, 77));
    expect(entries).toEqual([{ attendence_Id: 3, completion_Description: 'Solved' }]);
    const [call] = api.callsTo('History_Att');
    expect(call?.query).toEqual({ Customer_Id: '1', Client_Id: '77' });
    expect(call?.signal).toBeInstanceOf(AbortSignal);
  });

  it('historyMessages: its own key, apart from the open conversation, aborted with its observer', async () => {
    expect(attendanceQueries.historyMessages(1, 3).queryKey).not.toEqual(
      attendanceQueries.messages(1, 3).queryKey,
    );
    api.answer('User_Att_Messages_List', () => new Promise(() => undefined));
    const observer = new QueryObserver(client, attendanceQueries.historyMessages(1, 3));
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [call] = api.callsTo('User_Att_Messages_List');
    expect(call?.query).toEqual({ Customer_Id: '1', Attendence_Id: '3' });
    unsubscribe();
    expect(call?.signal?.aborted).toBe(true);
  });
});
