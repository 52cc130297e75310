import { encodePassword } from '@atende/contract';
import { sessionStore } from '../session/store';
import { jsonResponse, mockFetch, restoreFetch, useTestConfig } from '../testing/mockFetch';
import {
  listAudit,
  listChannels,
  listCustomerReports,
  saveCampaign,
  saveGroup,
  saveReason,
  saveSubReason,
} from './admin';
import {
  activateUserGroup,
  applyGroupChanges,
  deactivateUserGroup,
  getOperator,
  listOperators,
  saveOperator,
} from './operators';
import { createRole, listFunctionalities, listRoleFunctionalities, listRoles } from './roles';

const API = 'http://api.test/api';

beforeEach(() => {
  useTestConfig();
  sessionStore.getState().logout();
});
afterEach(() => restoreFetch());

async function only(run: () => Promise<unknown>, answer: unknown = []) {
  const { calls } = mockFetch(() => jsonResponse(answer));
  await run();
  expect(calls).toHaveLength(1);
  return calls[0]!;
}

describe('list calls: GET with the exact query names', () => {
  it.each([
    ['User_List?Customer_Id=3', () => listOperators(3)],
    ['User_Data_Perm?user_id=9', () => getOperator(9)],
    ['Functionality_List', () => listRoles()],
    ['User_Func_List', () => listFunctionalities()],
    ['User_Func_List/GetById?roleId=8', () => listRoleFunctionalities(8)],
    ['List_Channel?Customer_Id=3', () => listChannels(3)],
    ['List_Reports_User?Customer_Id=3', () => listCustomerReports(3)],
    [
      'Audit_List?Customer_Id=3&Entity=groupMembership&Entity_Id=9',
      () => listAudit({ customerId: 3, entity: 'groupMembership', entityId: 9 }),
    ],
  ])('%s', async (path, run) => {
    const call = await only(run);
    expect(call).toMatchObject({ method: 'GET', url: `${API}/${path}`, body: undefined });
  });

  it('a list answer that is not an array is an empty list', async () => {
    mockFetch(() => jsonResponse({ unexpected: true }));
    await expect(listOperators(3)).resolves.toEqual([]);
  });
});

describe('operator save', () => {
  it('PUTs User_Data_Perm with the encoded password, without level 0 entries nor old_Pass', async () => {
    const call = await only(
      () =>
        saveOperator({
          user_Id: 0,
          user_Login: 'nova',
          user_Name: 'Nova',
          password: 'Nova#Senha9',
          function_Id: 7,
          user_Function: [
            { functionality_Name: 'Attendence', functionality_Level: 2 },
            { functionality_Name: 'Flow', functionality_Level: 0 },
          ],
          customer: [{ customer_Id: 3 }],
        }),
      { user_Id: 12, function_Id: 7 },
    );
    expect(call.method).toBe('PUT');
    expect(call.url).toBe(`${API}/User_Data_Perm`);
    expect(call.body).toEqual({
      user_Id: 0,
      user_Login: 'nova',
      user_Name: 'Nova',
      user_Pass: encodePassword('Nova#Senha9'),
      function_Id: 7,
      user_Function: [{ functionality_Name: 'Attendence', functionality_Level: 2 }],
      customer: [{ customer_Id: 3 }],
    });
  });

  it('leaves the password out when none is given (update keeps it)', async () => {
    const call = await only(() => saveOperator({ user_Id: 5, user_Login: 'nova' }), {});
    expect(call.body).toEqual({ user_Id: 5, user_Login: 'nova' });
  });
});

describe('group membership', () => {
  it('activates with User_Id&Attendence_Group_Id&Customer_Id and an empty body', async () => {
    const call = await only(() => activateUserGroup({ customerId: 3, userId: 9, groupId: 4 }), {});
    expect(call).toMatchObject({
      method: 'POST',
      url: `${API}/User_Att_Group_Activate?User_Id=9&Attendence_Group_Id=4&Customer_Id=3`,
      body: undefined,
    });
  });

  it('deactivates with Customer_Id&User_Id&Attendence_Group_Id and an empty body', async () => {
    const call = await only(
      () => deactivateUserGroup({ customerId: 3, userId: 9, groupId: 4 }),
      {},
    );
    expect(call).toMatchObject({
      method: 'POST',
      url: `${API}/User_Att_Group_Deactivate?Customer_Id=3&User_Id=9&Attendence_Group_Id=4`,
      body: undefined,
    });
  });

  it('applyGroupChanges deactivates the removed groups and activates the added ones (seed 001 §4)', async () => {
    const { calls } = mockFetch(() => jsonResponse({}));
    await expect(
      applyGroupChanges({ customerId: 3, userId: 9, loaded: [1, 2], chosen: [2, 5] }),
    ).resolves.toEqual({ activated: [5], deactivated: [1] });
    expect(calls.map((c) => c.url)).toEqual([
      `${API}/User_Att_Group_Deactivate?Customer_Id=3&User_Id=9&Attendence_Group_Id=1`,
      `${API}/User_Att_Group_Activate?User_Id=9&Attendence_Group_Id=5&Customer_Id=3`,
    ]);
  });
});

describe('roles, groups and campaigns', () => {
  it('createRole POSTs Functionality_List without level 0 entries', async () => {
    const call = await only(
      () =>
        createRole({
          function_Name: 'Supervisor',
          function_Father: 1,
          user_Functionality: [
            { functionality_id: 7, functionality_Level: 3 },
            { functionality_id: 6, functionality_Level: 0 },
          ],
        }),
      {},
    );
    expect(call).toMatchObject({ method: 'POST', url: `${API}/Functionality_List` });
    expect(call.body).toEqual({
      function_Name: 'Supervisor',
      function_Father: 1,
      user_Functionality: [{ functionality_id: 7, functionality_Level: 3 }],
    });
  });

  it('saveGroup POSTs User_Att_Group_Update with the query names of seed 001 §7 and no body', async () => {
    const call = await only(
      () => saveGroup({ customerId: 3, groupId: 0, name: 'VIP & co', channelId: 2, enable: true }),
      {},
    );
    expect(call).toMatchObject({
      method: 'POST',
      url: `${API}/User_Att_Group_Update?customer_Id=3&attendence_Group_Id=0&attendence_Group_Name=VIP%20%26%20co&attendence_Channel_Id=2&enable=true`,
      body: undefined,
    });
  });

  it('saveReason GETs Reason_Att/Reasons with the query names and casing of seed 001 §7, with the token', async () => {
    sessionStore.getState().login({ token: 'tok-1' } as never, false);
    const call = await only(
      () => saveReason({ customerId: 3, reasonId: 0, description: 'Billing & co' }),
      { reason_id: 5, reason_description: 'Billing & co' },
    );
    expect(call).toMatchObject({
      method: 'GET',
      url: `${API}/Reason_Att/Reasons?customer_id=3&Reason_Id_Int=0&Reason_Description_Var=Billing%20%26%20co`,
      body: undefined,
    });
    expect(call.headers.authorization).toBe('Bearer tok-1');
  });

  it('saveSubReason GETs SubReason_Att/SubReasons with the query names and casing of seed 001 §7, with the token', async () => {
    sessionStore.getState().login({ token: 'tok-2' } as never, false);
    const call = await only(
      () => saveSubReason({ customerId: 3, subReasonId: 8, reasonId: 5, description: 'No signal' }),
      { sub_reason_Id: 8, sub_reason_description: 'No signal', reason_id: 5 },
    );
    expect(call).toMatchObject({
      method: 'GET',
      url: `${API}/SubReason_Att/SubReasons?customer_Id=3&Sub_Reason_Id_Int=8&Reason_Id_Int=5&Sub_Reason_Description_Var=No%20signal`,
      body: undefined,
    });
    expect(call.headers.authorization).toBe('Bearer tok-2');
  });

  it('saveCampaign POSTs Campaign_Update with the campaign body', async () => {
    const campaign = {
      customer_Id: 3,
      campaign_Id: 0,
      campaign_Name: 'Spring',
      flow_Name: '',
      channel_Id: 1,
      start_DateTime: '2026-03-01T00:00:00Z',
      end_DateTime: '2026-03-31T23:59:59Z',
      resend_Interval: 24,
    };
    const call = await only(() => saveCampaign(campaign), {});
    expect(call).toMatchObject({ method: 'POST', url: `${API}/Campaign_Update`, body: campaign });
  });

  it('a failing save rejects with the field the server names', async () => {
    mockFetch(() =>
      jsonResponse({ error: 'conflict', message: 'taken', field: 'user_Login' }, 409),
    );
    await expect(saveOperator({ user_Id: 0, user_Login: 'agent1' })).rejects.toMatchObject({
      status: 409,
      field: 'user_Login',
    });
  });
});

describe('query keys', () => {
  it('admin keys are scoped by customer', async () => {
    const { queryKeys } = await import('../query/keys');
    expect(queryKeys.admin(3, 'operators')).toEqual(['customer', 3, 'admin', 'operators']);
    expect(queryKeys.admin(3, 'audit', 'operator', 9)).toEqual([
      'customer',
      3,
      'admin',
      'audit',
      'operator',
      9,
    ]);
  });
});
