import type { AuthenticatedAccess } from '../src/access/types';
import type { RouteRecord } from '../src/access/control';
import { startTestServer, type TestServer } from './harness';
import { addTestUser } from './users';

/**
 * Every route of the server's own route table (not a hand-kept list), checked the same way:
 * - 401 without a token and with a forged one, naming no field, before the body is read;
 * - 403 for another customer's id (routes that name one), leaking nothing about it;
 * - 403 for a caller without the functionality level (routes that need one);
 * - 400 naming the field for every field and every hostile value: wrong type, NUL and control
 *   characters, non-finite and out-of-range numbers, over-long text; never a 500;
 * - a place in the OpenAPI document at /docs.
 * A route added without a declaration stops the server from starting; one added with a declaration
 * is walked here automatically. Happy paths live in the feature suites.
 */

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  examples?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  maxItems?: number;
}

interface Field {
  name: string;
  in: 'query' | 'body';
  schema: JsonSchema;
  required: boolean;
}

let server: TestServer;
/** All levels at 3 in Acme only: passes every level rule, so a 403 can only be the customer's. */
let acmeAdmin: string;
/** Works for Acme with no functionality at all. */
let noLevels: string;
let acme: number;
let borealis: number;
let openApiPaths: Record<string, Record<string, unknown>>;
let authenticatedRoutes: Array<RouteRecord & { access: AuthenticatedAccess }>;

beforeAll(async () => {
  server = await startTestServer();
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
  await addTestUser(server, { login: 'matrix-admin', customers: [acme], allLevels: 3 });
  await addTestUser(server, { login: 'matrix-none', customers: [acme], allLevels: 0 });
  acmeAdmin = await server.login('matrix-admin');
  noLevels = await server.login('matrix-none');
  const doc = await server.call('GET', '/docs/json');
  expect(doc.status).toBe(200);
  openApiPaths = doc.body.paths;
  authenticatedRoutes = server.app.routeTable.filter(
    (r): r is RouteRecord & { access: AuthenticatedAccess } => r.access.kind === 'authenticated',
  );
});
afterAll(() => server.close());

function fieldsOf(route: RouteRecord): Field[] {
  const schema = (route.schema ?? {}) as { querystring?: JsonSchema; body?: JsonSchema };
  const out: Field[] = [];
  for (const where of ['query', 'body'] as const) {
    const part = where === 'query' ? schema.querystring : schema.body;
    for (const [name, s] of Object.entries(part?.properties ?? {})) {
      out.push({ name, in: where, schema: s, required: (part?.required ?? []).includes(name) });
    }
  }
  return out;
}

/** A well-formed value for a field (the customer field gets `customerId`). */
function goodValue(field: Field, route: RouteRecord, customerId: number): unknown {
  const access = route.access as AuthenticatedAccess;
  if (access.customer?.field === field.name) return customerId;
  const s = field.schema.anyOf?.[0] ?? field.schema;
  if (s.examples?.length) return s.examples[0];
  if (s.type === 'integer' || s.type === 'number') return Math.max(1, s.minimum ?? 1);
  if (s.type === 'boolean') return false;
  if (s.type === 'string') {
    if (s.format === 'date-time') return new Date().toISOString();
    return 'a'.repeat(Math.max(1, s.minLength ?? 1));
  }
  return 'a';
}

/** The hostile values of a field: each must answer 400 naming it. */
function hostileValues(field: Field): unknown[] {
  const s = field.schema.anyOf?.[0] ?? field.schema;
  // A repeated query parameter (`att_Group=1&att_Group=2`): each hostile item alone, and one too many.
  if (s.type === 'array' && s.items && field.in === 'query') {
    const item = { ...field, schema: s.items };
    const values: unknown[] = hostileValues(item);
    if (s.maxItems !== undefined) values.push(Array.from({ length: s.maxItems + 1 }, () => 1));
    return values;
  }
  // A JSON array (`att_Group` of Att_File_Update): anything but an array; its items are the suite's.
  if (s.type === 'array' && field.in === 'body') return ['a', 42, { a: 1 }, null];
  if (s.type === 'integer' || s.type === 'number') {
    return [
      'x',
      '',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e309',
      '9007199254740993',
      '2147483648',
      '-1',
      '1.5',
      '1\u0000',
      '\u0000',
    ];
  }
  if (s.type === 'boolean') return ['maybe', '2', '\u0000'];
  if (s.type === 'string') {
    const values: unknown[] = ['a\u0000b', 'a\u0007b', '\u001b[31m', 'a\u007fb'];
    if (s.maxLength !== undefined) values.push('a'.repeat(s.maxLength + 1));
    if (field.in === 'body') values.push(42, { toString: 'x' }, ['a']);
    return values;
  }
  return [];
}

function request(route: RouteRecord, values: Record<string, unknown>) {
  const fields = fieldsOf(route);
  const query = new URLSearchParams();
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (!(f.name in values)) continue;
    const value = values[f.name];
    if (f.in === 'query' && Array.isArray(value)) {
      for (const v of value) query.append(f.name, String(v));
    } else if (f.in === 'query') query.set(f.name, String(value));
    else body[f.name] = values[f.name];
  }
  const qs = query.toString();
  const hasBody = fields.some((f) => f.in === 'body');
  return {
    path: `${route.url}${qs ? `?${qs}` : ''}`,
    body: hasBody ? body : undefined,
  };
}

function wellFormed(route: RouteRecord, customerId: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of fieldsOf(route)) if (f.required) values[f.name] = goodValue(f, route, customerId);
  return values;
}

const name = (r: RouteRecord) => `${r.method} ${r.url}`;

it('walks a route table that holds every call of seed 000 section 7', () => {
  const urls = server.app.routeTable.map(name);
  for (const call of [
    'GET /api/User_Validate',
    'GET /api/User_Data_Perm',
    'PUT /api/User_Data_Perm',
    'POST /api/User_Att_Pause',
    'POST /api/User_Att_Close',
    'GET /integration/Light_Ext_Change_Flow_Attendence',
    'GET /api/Reason_Att',
    'GET /api/SubReason_Att',
    'GET /api/List_Att_Completion_Id',
    'POST /api/User_Att_Transfer',
    'GET /api/User_Att_Active_List',
    'GET /api/User_Att_Waitting',
    'GET /api/User_Att_Group_List',
    'GET /api/User_Att_Messages_List',
    'POST /api/User_Att_Messages_Send',
    'GET /api/History_Att',
    'GET /api/Message_Template_User_List',
    'GET /api/Att_File_List',
    'GET /api/Att_File_List_All',
    'POST /api/Att_File_Update',
    'GET /api/User_Att_Details/Client_Update',
    'POST /files/hornitos/',
    'GET /api/List_Flow',
    'GET /api/Campaign_List',
  ]) {
    expect(urls).toContain(call);
  }
  expect(authenticatedRoutes.length).toBeGreaterThanOrEqual(21);
});

it('walks the template calls of seed 001 section 7', () => {
  const urls = server.app.routeTable.map(name);
  expect(urls).toEqual(
    expect.arrayContaining(['GET /api/Message_Template_List', 'GET /api/Message_Template_Update']),
  );
});

it('walks the bulk send calls of seed 001 section 7 (and our status and retry)', () => {
  const urls = server.app.routeTable.map(name);
  expect(urls).toEqual(
    expect.arrayContaining(['POST /api/Hsm_Send', 'GET /api/Hsm_Status', 'POST /api/Hsm_Retry']),
  );
});

it('walks the flow calls of seed 001 section 7 (and our version history, ADR 0023; the test panel and step overlay, ADR 0030)', () => {
  const urls = server.app.routeTable.map(name);
  expect(urls).toEqual(
    expect.arrayContaining([
      'GET /api/List_Flow',
      'GET /api/List_Flow_Steps',
      'GET /api/List_Step_Type',
      'POST /api/Data_Flow_Update',
      'GET /api/Export_Flow',
      'GET /api/Flow_Version_List',
      'GET /api/Flow_Version_Steps',
      'POST /api/Flow_Version_Restore',
      'POST /api/Flow_Test_Turn',
      'GET /api/Flow_Step_Stats',
    ]),
  );
});

it('walks the report calls of seed 001 section 7 (and our payments report and embed pages, ADR 0026)', () => {
  const urls = server.app.routeTable.map(name);
  expect(urls).toEqual(
    expect.arrayContaining([
      'GET /api/List_Reports_User',
      'GET /api/Token_Metabase',
      'GET /api/List_Payments',
      'GET /embed/dashboard/*',
      'GET /embed/question/*',
    ]),
  );
});

it('every public route says what protects it instead of a token', () => {
  for (const route of server.app.routeTable) {
    if (route.access.kind === 'public') expect(route.access.why.length).toBeGreaterThan(10);
  }
});

describe('every authenticated route', () => {
  it('answers 401 without a token and with a forged one, naming no field', async () => {
    const token = acmeAdmin;
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const route of authenticatedRoutes) {
      const { path, body } = request(route, wellFormed(route, acme));
      for (const t of [undefined, forged, 'not-a-jwt']) {
        const res = await server.call(route.method, path, { token: t, body });
        expect([name(route), res.status]).toEqual([name(route), 401]);
        expect(res.body.field).toBeUndefined();
      }
      // Bad input from an anonymous caller is still 401: authentication runs before validation.
      const bad = await server.call(route.method, `${route.url}?Customer_Id=x&user_id=x`, {
        body: route.schema && 'body' in route.schema ? { user_Id: 'x' } : undefined,
      });
      expect([name(route), bad.status, bad.body.field]).toEqual([name(route), 401, undefined]);
    }
  });

  it("answers 403 for another customer's id, leaking nothing", async () => {
    const naming = authenticatedRoutes.filter((r) => r.access.customer);
    expect(naming.length).toBeGreaterThanOrEqual(17);
    for (const route of naming) {
      const { path, body } = request(route, wellFormed(route, borealis));
      const res = await server.call(route.method, path, { token: acmeAdmin, body });
      expect([name(route), res.status]).toEqual([name(route), 403]);
      expect(JSON.stringify(res.body)).not.toMatch(/Borealis|Service desk/);
    }
  });

  it('answers 403 to a caller without the functionality level', async () => {
    const leveled = authenticatedRoutes.filter((r) => r.access.level);
    expect(leveled.length).toBeGreaterThanOrEqual(18);
    for (const route of leveled) {
      const { path, body } = request(route, wellFormed(route, acme));
      const res = await server.call(route.method, path, { token: noLevels, body });
      expect([name(route), res.status]).toEqual([name(route), 403]);
    }
  });

  // About a thousand requests one after another: more than the default 30 s on a busy runner.
  it('answers 400 naming the field for every hostile value of every field, never 500', async () => {
    let checked = 0;
    for (const route of authenticatedRoutes) {
      const fields = fieldsOf(route);
      for (const field of fields) {
        for (const value of hostileValues(field)) {
          const values = { ...wellFormed(route, acme), [field.name]: value };
          const { path, body } = request(route, values);
          const res = await server.call(route.method, path, { token: acmeAdmin, body });
          const seen = [name(route), field.name, JSON.stringify(value), res.status, res.body.field];
          expect(seen).toEqual([name(route), field.name, JSON.stringify(value), 400, field.name]);
          checked += 1;
        }
      }
      // A route whose required fields are all missing says which one.
      if (fields.some((f) => f.required)) {
        const res = await server.call(route.method, route.url, {
          token: acmeAdmin,
          body: fields.some((f) => f.in === 'body') ? {} : undefined,
        });
        expect([name(route), res.status]).toEqual([name(route), 400]);
        expect(typeof res.body.field).toBe('string');
      }
    }
    expect(checked).toBeGreaterThan(200);
  }, 120_000);

  it('is described in the OpenAPI document at /docs', () => {
    for (const route of authenticatedRoutes) {
      const entry = openApiPaths[route.url] ?? openApiPaths[route.url.replace(/\/$/, '')];
      expect([name(route), Boolean(entry?.[route.method.toLowerCase()])]).toEqual([
        name(route),
        true,
      ]);
    }
  });
});

it('public routes answer hostile input with a 4xx, never a 500 (what protects them is their own)', async () => {
  const publicRoutes = server.app.routeTable.filter(
    (r) => r.access.kind === 'public' && fieldsOf(r).length > 0,
  );
  expect(publicRoutes.map(name)).toContain('GET /api/User_Validate');
  for (const route of publicRoutes) {
    for (const field of fieldsOf(route)) {
      for (const value of hostileValues(field)) {
        const { path, body } = request(route, { ...wellFormed(route, acme), [field.name]: value });
        const res = await server.call(route.method, path, { body });
        const seen = [name(route), field.name, JSON.stringify(value)];
        expect([...seen, res.status >= 400 && res.status < 500]).toEqual([...seen, true]);
      }
    }
  }
});

it('the OpenAPI document also lists the public login', () => {
  expect(openApiPaths['/api/User_Validate']?.get).toBeDefined();
});
