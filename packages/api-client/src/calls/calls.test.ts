import { encodePassword } from '@atende/contract';
import { sessionStore } from '../session/store';
import { loggedInUser } from '../testing/fixtures';
import {
  jsonResponse,
  mockFetch,
  restoreFetch,
  useTestConfig,
  type RecordedCall,
} from '../testing/mockFetch';
import {
  closeAttendance,
  closeWithCampaign,
  listActiveAttendances,
  listHistory,
  listMessages,
  listWaitingAttendances,
  sendMessage,
  transferAttendance,
  updateClientName,
} from './attendance';
import {
  listCampaigns,
  listCompletionCodes,
  listFlows,
  listGroups,
  listUserMessageTemplates,
  listReasons,
  listSubReasons,
} from './catalog';
import { getUploadLimits, listFiles, uploadFile } from './files';
import { setUnauthorizedHandler } from '../http/core';
import { changePassword, getPermissions, setPaused, userLogout, userValidate } from './session';

const API = 'http://api.test/api';

beforeEach(() => {
  useTestConfig();
  sessionStore.getState().logout();
});
afterEach(() => {
  restoreFetch();
});

async function only(run: () => Promise<unknown>, answer: unknown = []): Promise<RecordedCall> {
  const { calls } = mockFetch(() => jsonResponse(answer));
  await run();
  expect(calls).toHaveLength(1);
  return calls[0]!;
}

describe('session calls', () => {
  it('userValidate sends the login and the encoded password and returns the user record', async () => {
    const user = loggedInUser();
    const { calls } = mockFetch(() => jsonResponse(user));
    await expect(userValidate('ana', 'Secret#123')).resolves.toEqual(user);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url).toBe(
      `${API}/User_Validate?User_Login=ana&User_Pass=${encodeURIComponent(encodePassword('Secret#123'))}`,
    );
  });

  it.each([
    ['an empty object', {}],
    ['a record without user_Name', { ...loggedInUser(), user_Name: '' }],
    ['a record without start_Att', { ...loggedInUser(), start_Att: undefined }],
    ['a record without end_Att', { ...loggedInUser(), end_Att: null }],
    ['null', null],
    ['a string', 'invalid'],
  ])('userValidate returns null for %s', async (_label, body) => {
    mockFetch(() => jsonResponse(body));
    await expect(userValidate('ana', 'x')).resolves.toBeNull();
  });

  it('userValidate rejects on network failure (errorInLogin)', async () => {
    mockFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(userValidate('ana', 'x')).rejects.toMatchObject({ code: 'network' });
  });

  it('getPermissions calls GET User_Data_Perm?user_id', async () => {
    const call = await only(() => getPermissions(42), {
      customer: [],
      user_Function: [],
      report: [],
      channel: [],
    });
    expect(call).toMatchObject({ method: 'GET', url: `${API}/User_Data_Perm?user_id=42` });
  });

  it('changePassword PUTs the record with the encoded old and new passwords, without the token, and stores the new token', async () => {
    sessionStore.getState().login(loggedInUser(), true);
    const record = sessionStore.getState().user!;
    const call = await only(
      () =>
        changePassword(
          { ...record, token: 'leak' } as typeof record,
          'Old#Passw0rd',
          'N3w#Passw0rd',
        ),
      { user_Id: record.user_Id, function_Id: 7, token: 'renewed-token' },
    );
    expect(call.method).toBe('PUT');
    expect(call.url).toBe(`${API}/User_Data_Perm`);
    expect(call.body).toEqual({
      ...record,
      user_Pass: encodePassword('N3w#Passw0rd'),
      old_Pass: encodePassword('Old#Passw0rd'),
    });
    expect(call.body).not.toHaveProperty('token');
    expect(sessionStore.getState().token).toBe('renewed-token');
    expect(JSON.stringify(sessionStore.getState())).not.toMatch(/Passw0rd/);
  });

  it('changePassword rejects with wrong_password naming old_Pass and keeps the token', async () => {
    sessionStore.getState().login(loggedInUser(), true);
    const before = sessionStore.getState().token;
    mockFetch(() =>
      jsonResponse(
        { error: 'wrong_password', message: 'The old password is wrong.', field: 'old_Pass' },
        400,
      ),
    );
    await expect(
      changePassword(sessionStore.getState().user!, 'Bad#Passw0rd', 'N3w#Passw0rd'),
    ).rejects.toMatchObject({ status: 400, code: 'wrong_password', field: 'old_Pass' });
    expect(sessionStore.getState().token).toBe(before);
  });

  it('userLogout posts User_Logout with the given token and never calls the 401 handler', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    const { calls } = mockFetch(() => new Response(null, { status: 204 }));
    await expect(userLogout('ending-token')).resolves.toBe(true);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API}/User_Logout` });
    expect(calls[0]!.headers.authorization).toBe('Bearer ending-token');
    mockFetch(() => jsonResponse({ error: 'unauthorized', message: 'x' }, 401));
    await expect(userLogout('already-ended')).resolves.toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
    setUnauthorizedHandler(null);
    await expect(userLogout(null)).resolves.toBe(false);
  });

  it('userLogout gives up after its timeout and on network errors (never rejects)', async () => {
    globalThis.fetch = jest.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          );
        }),
    ) as unknown as typeof fetch;
    await expect(userLogout('slow', { timeoutMs: 20 })).resolves.toBe(false);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(userLogout('down')).resolves.toBe(false);
  });

  it('a throttled login (429 without a readable body) is too_many_attempts', async () => {
    mockFetch(() => new Response('slow down', { status: 429 }));
    await expect(userValidate('ana', 'Secret#123')).rejects.toMatchObject({
      status: 429,
      code: 'too_many_attempts',
    });
  });

  it('a 403 password_expired marks the stored user so the shell forces the password change', async () => {
    sessionStore.getState().login(loggedInUser(), true);
    expect(sessionStore.getState().user?.pass_Expired).toBe(false);
    mockFetch(() => jsonResponse({ error: 'password_expired', message: 'x' }, 403));
    await expect(setPaused(true)).rejects.toMatchObject({ status: 403, code: 'password_expired' });
    expect(sessionStore.getState().user?.pass_Expired).toBe(true);
  });

  it('setPaused posts User_Att_Pause?Paused', async () => {
    expect(await only(() => setPaused(true))).toMatchObject({
      method: 'POST',
      url: `${API}/User_Att_Pause?Paused=true`,
    });
    expect(await only(() => setPaused(false))).toMatchObject({
      url: `${API}/User_Att_Pause?Paused=false`,
    });
  });
});

describe('attendance calls', () => {
  it('closeAttendance posts every query name of the spec', async () => {
    const call = await only(() =>
      closeAttendance({
        attendanceId: 5,
        completionId: 2,
        observation: 'Resolved & closed',
        customerId: 10,
        reasonId: 3,
        subReasonId: 4,
      }),
    );
    expect(call.method).toBe('POST');
    expect(call.url).toBe(
      `${API}/User_Att_Close?Attendence_Id=5&Completion_Id=2&Obs_Attendence=Resolved%20%26%20closed&Customer_Id=10&Reason_Id=3&Subreason_Id=4`,
    );
    expect(call.body).toBeUndefined();
  });

  it('closeWithCampaign calls the integration host with lower-case names', async () => {
    const call = await only(() =>
      closeWithCampaign({
        customerId: 10,
        attendanceId: 5,
        completionId: 2,
        observation: 'ok',
        flowName: 'Encuesta NPS',
      }),
    );
    expect(call.method).toBe('GET');
    expect(call.url).toBe(
      'http://api.test/integration/Light_Ext_Change_Flow_Attendence?customer_id=10&attendence_id=5&completion_id=2&obs_attendence=ok&flow_name=Encuesta%20NPS',
    );
  });

  it('transferAttendance posts User_Att_Transfer', async () => {
    const call = await only(() =>
      transferAttendance({ attendanceId: 5, groupId: 8, customerId: 10 }),
    );
    expect(call).toMatchObject({
      method: 'POST',
      url: `${API}/User_Att_Transfer?Attendence_Id=5&Attendence_Group_Id=8&Customer_Id=10`,
    });
  });

  it('lists my services, the queue, messages and history with their exact paths', async () => {
    expect((await only(() => listActiveAttendances(10))).url).toBe(
      `${API}/User_Att_Active_List?Customer_Id=10`,
    );
    expect((await only(() => listWaitingAttendances(10))).url).toBe(
      `${API}/User_Att_Waitting?Customer_Id=10`,
    );
    expect((await only(() => listMessages(10, 5))).url).toBe(
      `${API}/User_Att_Messages_List?Customer_Id=10&Attendence_Id=5`,
    );
    expect((await only(() => listHistory(10, 77))).url).toBe(
      `${API}/History_Att?Customer_Id=10&Client_Id=77`,
    );
  });

  it('treats a missing list answer as empty', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(listWaitingAttendances(10)).resolves.toEqual([]);
  });

  it('sendMessage posts the text as a query parameter, encoded', async () => {
    const call = await only(() =>
      sendMessage({ customerId: 10, attendanceId: 5, message: 'a&b=c#d' }),
    );
    expect(call).toMatchObject({
      method: 'POST',
      url: `${API}/User_Att_Messages_Send?Customer_Id=10&Attendence_Id=5&Message=a%26b%3Dc%23d&Image_Name=`,
    });
    const withFile = await only(() =>
      sendMessage({
        customerId: 10,
        attendanceId: 5,
        message: 'http://api.test/files/x.png',
        imageName: 'x.png',
      }),
    );
    expect(new URL(withFile.url).searchParams.get('Image_Name')).toBe('x.png');
  });

  it('updateClientName calls GET /User_Att_Details/Client_Update', async () => {
    const call = await only(() =>
      updateClientName({
        customerId: 10,
        clientIdentify: '+5511988887777',
        clientName: 'João',
        clientId: 77,
      }),
    );
    expect(call.method).toBe('GET');
    expect(call.url).toBe(
      `${API}/User_Att_Details/Client_Update?Customer_Id=10&Client_Identify=%2B5511988887777&Client_Name=Jo%C3%A3o&Client_Id=77`,
    );
  });
});

describe('catalog and file calls', () => {
  it.each([
    ['Reason_Att', listReasons],
    ['SubReason_Att', listSubReasons],
    ['List_Att_Completion_Id', listCompletionCodes],
    ['User_Att_Group_List', listGroups],
    ['Message_Template_User_List', listUserMessageTemplates],
    ['Campaign_List', listCampaigns],
    ['Att_File_List', listFiles],
  ] as const)('GET %s?Customer_Id', async (path, call) => {
    const recorded = await only(() => call(10));
    expect(recorded).toMatchObject({ method: 'GET', url: `${API}/${path}?Customer_Id=10` });
  });

  it('listFlows asks for active flows and reverses the answer', async () => {
    const flows = [{ flow_Id: 1 }, { flow_Id: 2 }, { flow_Id: 3 }];
    const { calls } = mockFetch(() => jsonResponse(flows));
    const result = await listFlows(10);
    expect(calls[0]?.url).toBe(`${API}/List_Flow?Active_Flow=true&Customer_Id=10`);
    expect(result.map((f) => f.flow_Id)).toEqual([3, 2, 1]);
  });

  it('uploadFile posts { file, format, file_name } to the file service, without a data-URL prefix', async () => {
    sessionStore.getState().login(loggedInUser({ token: 'up-token' }), false);
    const call = await only(
      () =>
        uploadFile({
          base64: 'data:image/png;base64,iVBORw0KGgo=',
          format: 'png',
          fileName: 'photo.png',
        }),
      { url: 'http://api.test/files/photo.png' },
    );
    expect(call.method).toBe('POST');
    expect(call.url).toBe('http://api.test/files/hornitos/');
    expect(call.body).toEqual({ file: 'iVBORw0KGgo=', format: 'png', file_name: 'photo.png' });
    expect(call.headers.authorization).toBe('Bearer up-token');
  });

  it('getUploadLimits reads the deployment limits from the file service, with the token', async () => {
    sessionStore.getState().login(loggedInUser({ token: 'lim-token' }), false);
    const call = await only(() => getUploadLimits(), { max_Bytes: 5, endings: ['png'] });
    expect(call.method).toBe('GET');
    expect(call.url).toBe('http://api.test/files/hornitos/limits');
    expect(call.headers.authorization).toBe('Bearer lim-token');
  });
});
