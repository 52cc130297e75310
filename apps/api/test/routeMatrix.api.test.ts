import { startTestServer, type TestServer } from './harness';

/**
 * Every call of seed 000 section 7, checked the same way: 401 without a token and with a bad one,
 * 403 for another customer's id (where the call names a customer), 400 naming the field for bad
 * input, and a place in the OpenAPI document at /docs. The happy paths live in the feature suites.
 */
interface RouteCase {
  /** The call's name as seed 000 section 7 writes it. */
  call: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path with query for a well-formed request by agent1 of Acme (customer `c`). */
  path: (c: number) => string;
  body?: unknown;
  /** A request with one bad value, and the field the 400 must name (undefined: no field named). */
  bad: { path: (c: number) => string; body?: unknown; field?: string };
  /** False for calls that name no customer (the caller's own record, or the file service). */
  namesCustomer: boolean;
}

const ids = 'Attendence_Id=1';
const routes: RouteCase[] = [
  {
    call: 'User_Data_Perm (GET)',
    method: 'GET',
    path: () => '/api/User_Data_Perm?user_id=1',
    bad: { path: () => '/api/User_Data_Perm?user_id=x', field: 'user_id' },
    namesCustomer: false,
  },
  {
    call: 'User_Data_Perm (PUT)',
    method: 'PUT',
    path: () => '/api/User_Data_Perm',
    body: { user_Id: 1, user_Pass: 'QQ==2' },
    bad: {
      path: () => '/api/User_Data_Perm',
      body: { user_Id: 'one', user_Pass: 'QQ==2' },
      field: 'user_Id',
    },
    namesCustomer: false,
  },
  {
    call: 'User_Att_Pause',
    method: 'POST',
    path: () => '/api/User_Att_Pause?Paused=false',
    bad: { path: () => '/api/User_Att_Pause?Paused=maybe', field: 'Paused' },
    namesCustomer: false,
  },
  {
    call: 'User_Att_Close',
    method: 'POST',
    path: (c) =>
      `/api/User_Att_Close?${ids}&Completion_Id=1&Obs_Attendence=&Customer_Id=${c}&Reason_Id=1&Subreason_Id=1`,
    bad: {
      path: (c) =>
        `/api/User_Att_Close?${ids}&Completion_Id=abc&Customer_Id=${c}&Reason_Id=1&Subreason_Id=1`,
      field: 'Completion_Id',
    },
    namesCustomer: true,
  },
  {
    call: 'Light_Ext_Change_Flow_Attendence',
    method: 'GET',
    path: (c) =>
      `/integration/Light_Ext_Change_Flow_Attendence?customer_id=${c}&attendence_id=1&completion_id=1&obs_attendence=&flow_name=Survey`,
    bad: {
      path: (c) =>
        `/integration/Light_Ext_Change_Flow_Attendence?customer_id=${c}&attendence_id=1&completion_id=1`,
      field: 'flow_name',
    },
    namesCustomer: true,
  },
  ...['Reason_Att', 'SubReason_Att', 'List_Att_Completion_Id'].map(customerList),
  {
    call: 'User_Att_Transfer',
    method: 'POST',
    path: (c) => `/api/User_Att_Transfer?${ids}&Attendence_Group_Id=1&Customer_Id=${c}`,
    bad: {
      path: (c) => `/api/User_Att_Transfer?${ids}&Attendence_Group_Id=-4&Customer_Id=${c}`,
      field: 'Attendence_Group_Id',
    },
    namesCustomer: true,
  },
  ...['User_Att_Active_List', 'User_Att_Waitting', 'User_Att_Group_List'].map(customerList),
  {
    call: 'User_Att_Messages_List',
    method: 'GET',
    path: (c) => `/api/User_Att_Messages_List?Customer_Id=${c}&${ids}`,
    bad: {
      path: (c) => `/api/User_Att_Messages_List?Customer_Id=${c}`,
      field: 'Attendence_Id',
    },
    namesCustomer: true,
  },
  {
    call: 'User_Att_Messages_Send',
    method: 'POST',
    path: (c) => `/api/User_Att_Messages_Send?Customer_Id=${c}&${ids}&Message=hi&Image_Name=`,
    bad: {
      path: (c) => `/api/User_Att_Messages_Send?Customer_Id=${c}&${ids}&Message=%20%20`,
      field: 'Message',
    },
    namesCustomer: true,
  },
  {
    call: 'History_Att',
    method: 'GET',
    path: (c) => `/api/History_Att?Customer_Id=${c}&Client_Id=1`,
    bad: { path: (c) => `/api/History_Att?Customer_Id=${c}&Client_Id=0`, field: 'Client_Id' },
    namesCustomer: true,
  },
  ...['Message_Template_User_List', 'Att_File_List'].map(customerList),
  {
    call: 'Client_Update',
    method: 'GET',
    path: (c) =>
      `/api/User_Att_Details/Client_Update?Customer_Id=${c}&Client_Identify=5511&Client_Name=Ana&Client_Id=1`,
    bad: {
      path: (c) =>
        `/api/User_Att_Details/Client_Update?Customer_Id=${c}&Client_Identify=5511&Client_Name=&Client_Id=1`,
      field: 'Client_Name',
    },
    namesCustomer: true,
  },
  {
    call: 'hornitos/',
    method: 'POST',
    path: () => '/files/hornitos/',
    body: { file: 'aGk=', format: 'txt', file_name: 'note.txt' },
    bad: { path: () => '/files/hornitos/', body: { file: 42, format: 'png', file_name: 'a.png' } },
    namesCustomer: false,
  },
  {
    call: 'List_Flow',
    method: 'GET',
    path: (c) => `/api/List_Flow?Active_Flow=true&Customer_Id=${c}`,
    bad: { path: () => '/api/List_Flow?Active_Flow=true&Customer_Id=x', field: 'Customer_Id' },
    namesCustomer: true,
  },
  customerList('Campaign_List'),
];

/** A GET whose only parameter is Customer_Id. */
function customerList(call: string): RouteCase {
  return {
    call,
    method: 'GET',
    path: (c) => `/api/${call}?Customer_Id=${c}`,
    bad: { path: () => `/api/${call}?Customer_Id=0`, field: 'Customer_Id' },
    namesCustomer: true,
  };
}

let server: TestServer;
let agent1: string;
let acme: number;
let borealis: number;
/** The OpenAPI document served at /docs/json, read once. */
let openApiPaths: Record<string, Record<string, unknown>>;
beforeAll(async () => {
  server = await startTestServer();
  agent1 = await server.login('agent1');
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
  const doc = await server.call('GET', '/docs/json');
  expect(doc.status).toBe(200);
  openApiPaths = doc.body.paths;
});
afterAll(() => server.close());

it('covers every call of seed 000 section 7 (User_Validate is the public login)', () => {
  // The table of section 7 has 22 calls besides the unnamed store loaders; User_Validate is public.
  expect(routes).toHaveLength(21);
});

const send = (route: RouteCase, path: string, token?: string, body = route.body) =>
  server.call(route.method, path, { token, body });

describe.each(routes.map((r) => [r.call, r] as const))('%s', (_name, route) => {
  it('401 without a token and with a forged one', async () => {
    expect((await send(route, route.path(acme))).status).toBe(401);
    expect((await send(route, route.path(acme), `${agent1.slice(0, -4)}AAAA`)).status).toBe(401);
  });

  it('400 naming the bad field', async () => {
    const res = await send(route, route.bad.path(acme), agent1, route.bad.body ?? route.body);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    if (route.bad.field) expect(res.body.field).toBe(route.bad.field);
  });

  it('is described in the OpenAPI document at /docs', () => {
    const path = new URL(route.path(acme), 'http://x').pathname;
    const entry = openApiPaths[path] ?? openApiPaths[path.replace(/\/$/, '')];
    expect(entry?.[route.method.toLowerCase()]).toBeDefined();
  });
});

describe.each(routes.filter((r) => r.namesCustomer).map((r) => [r.call, r] as const))(
  '%s with a customer id',
  (_name, route) => {
    it("403 for another customer's id, leaking nothing", async () => {
      const res = await send(route, route.path(borealis), agent1);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toMatch(/Borealis|Service desk/);
    });
  },
);

it('the OpenAPI document also lists the public login', () => {
  expect(openApiPaths['/api/User_Validate']?.get).toBeDefined();
});
