// The contract check (issue 9, ADR 0012): every answer of the real server, read over HTTP as a
// browser reads it, is valid against the `@atende/contract` schema its client type is derived from
// (`Static<>`). The routes answer through those very schemas, so a field renamed, dropped or retyped
// on either side fails here or fails to compile.
import type { TSchema } from '@sinclair/typebox';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  AttendanceGroupSchema,
  AttendanceSchema,
  AttFileSchema,
  CampaignSchema,
  ClientUpdateAnswerSchema,
  CloseAnswerSchema,
  CompletionCodeSchema,
  ErrorBodySchema,
  FlowSchema,
  HistoryEntrySchema,
  LoggedInUserSchema,
  MessageSchema,
  MessageTemplateSchema,
  NoUserSchema,
  PermissionsSchema,
  ReasonSchema,
  SubReasonSchema,
  TransferAnswerSchema,
  UploadAnswerSchema,
  UserRecordSchema,
} from '@atende/contract/schemas';
import { API_ERROR_CODES } from '@atende/contract';
import { Type } from '@sinclair/typebox';
import { encodePassword, startTestServer, type TestServer } from './harness';
import { clientWrites, waitingItemOf } from './inbound';

if (!FormatRegistry.Has('date-time'))
  FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));

/** The schema's errors for a value, as readable lines (empty when it conforms). */
function problems(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].map((e) => `${e.path || '/'}: ${e.message}`);
}

function expectConforms(schema: TSchema, value: unknown, minItems = 0): void {
  expect(problems(schema, value)).toEqual([]);
  if (Array.isArray(value)) expect(value.length).toBeGreaterThanOrEqual(minItems);
}

let server: TestServer;
let agent: string;
let manager: string;
let acme: number;
beforeAll(async () => {
  server = await startTestServer();
  agent = await server.login('agent1');
  manager = await server.login('manager');
  acme = server.seed.customers.acme;
});
afterAll(() => server.close());

const get = (path: string, token = agent) => server.call('GET', path, { token });

describe('session answers', () => {
  it('User_Validate: the user record with a token, or a body without user data', async () => {
    const ok = await server.call(
      'GET',
      `/api/User_Validate?User_Login=agent1&User_Pass=${encodePassword('Atende@2026')}`,
    );
    expectConforms(LoggedInUserSchema, ok.body);
    expect(ok.body).not.toHaveProperty('user_Pass');
    const wrong = await server.call(
      'GET',
      `/api/User_Validate?User_Login=agent1&User_Pass=${encodePassword('wrong')}`,
    );
    expectConforms(NoUserSchema, wrong.body);
  });

  // ADR 0007: one's own id answers the full record, which carries the permissions object.
  it('GET User_Data_Perm: the user record, whose four lists are the permissions object', async () => {
    const userId = server.seed.users.agent1!;
    const own = await get(`/api/User_Data_Perm?user_id=${userId}`);
    expect(own.status).toBe(200);
    expectConforms(UserRecordSchema, own.body);
    expectConforms(PermissionsSchema, own.body);
    expect(own.body.user_Function.length).toBeGreaterThan(0);
  });

  it('an error: { error, message, field? } with one of API_ERROR_CODES', async () => {
    const denied = await get(
      `/api/User_Att_Waitting?Customer_Id=${server.seed.customers.borealis}`,
    );
    expect(denied.status).toBe(403);
    expectConforms(ErrorBodySchema, denied.body);
    expect(API_ERROR_CODES).toContain(denied.body.error);
  });
});

describe('catalogue answers', () => {
  it.each<[string, TSchema, string]>([
    ['Reason_Att', ReasonSchema, agent],
    ['SubReason_Att', SubReasonSchema, agent],
    ['List_Att_Completion_Id', CompletionCodeSchema, agent],
    ['User_Att_Group_List', AttendanceGroupSchema, agent],
    ['Message_Template_User_List', MessageTemplateSchema, agent],
    ['Att_File_List', AttFileSchema, agent],
    ['List_Flow', FlowSchema, agent],
    ['Campaign_List', CampaignSchema, agent],
  ])('%s', async (path, item, token) => {
    const res = await get(`/api/${path}?Customer_Id=${acme}`, token);
    expect(res.status).toBe(200);
    // The suites' seed stores no files (no file sink): that list may be empty.
    expectConforms(Type.Array(item), res.body, path === 'Att_File_List' ? 0 : 1);
  });
});

describe('attendance answers', () => {
  const phone = '5511933330012';
  let attendanceId = 0;
  let clientId = 0;

  beforeAll(async () => {
    await clientWrites(server, { from: phone, name: 'Contract Client', text: 'hello' });
    const item = await waitingItemOf(server, agent, phone);
    attendanceId = item.attendence_Id;
    clientId = item.client_Id;
  });

  it('the waiting queue, the sent message, my services and the conversation', async () => {
    expectConforms(
      Type.Array(AttendanceSchema),
      (await get(`/api/User_Att_Waitting?Customer_Id=${acme}`)).body,
      1,
    );
    const sent = await server.call(
      'POST',
      `/api/User_Att_Messages_Send?Customer_Id=${acme}&Attendence_Id=${attendanceId}&Message=hi&Image_Name=`,
      { token: agent },
    );
    expect(sent.status).toBe(200);
    expectConforms(MessageSchema, sent.body);
    expectConforms(
      Type.Array(AttendanceSchema),
      (await get(`/api/User_Att_Active_List?Customer_Id=${acme}`)).body,
      1,
    );
    const messages = await get(
      `/api/User_Att_Messages_List?Customer_Id=${acme}&Attendence_Id=${attendanceId}`,
    );
    expectConforms(Type.Array(MessageSchema), messages.body, 2);
  });

  it('history, rename, transfer and close', async () => {
    expectConforms(
      Type.Array(HistoryEntrySchema),
      (await get(`/api/History_Att?Customer_Id=${acme}&Client_Id=${clientId}`)).body,
    );
    const renamed = await get(
      `/api/User_Att_Details/Client_Update?Customer_Id=${acme}&Client_Identify=${phone}&Client_Name=Renamed&Client_Id=${clientId}`,
    );
    expectConforms(ClientUpdateAnswerSchema, renamed.body);
    const group = server.seed.groups.Sales ?? Object.values(server.seed.groups)[0]!;
    const transferred = await server.call(
      'POST',
      `/api/User_Att_Transfer?Attendence_Id=${attendanceId}&Attendence_Group_Id=${group}&Customer_Id=${acme}`,
      { token: agent },
    );
    expectConforms(TransferAnswerSchema, transferred.body);
    // Take it again from the group's queue, then close it.
    await server.call(
      'POST',
      `/api/User_Att_Messages_Send?Customer_Id=${acme}&Attendence_Id=${attendanceId}&Message=back&Image_Name=`,
      { token: agent },
    );
    const codes = (await get(`/api/List_Att_Completion_Id?Customer_Id=${acme}`)).body;
    const closed = await server.call(
      'POST',
      `/api/User_Att_Close?Attendence_Id=${attendanceId}&Completion_Id=${codes[0].completion_Id}&Customer_Id=${acme}`,
      { token: agent },
    );
    expect(closed.status).toBe(200);
    expectConforms(CloseAnswerSchema, closed.body);
  });

  it('the file service: the upload answer', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const up = await server.call('POST', '/files/hornitos/', {
      token: manager,
      body: { file: png.toString('base64'), format: 'png', file_name: 'dot.png' },
    });
    expect(up.status).toBe(200);
    expectConforms(UploadAnswerSchema, up.body);
  });
});
