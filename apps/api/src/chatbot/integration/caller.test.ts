// Allowed integration calls, against a local server reached through the per-customer allow-list.
import { createIntegrationCaller } from './index';
import { startTestServer, type TestServer } from './testServer';
import type { Resolver } from './address';

let api: TestServer;
let other: TestServer;

beforeAll(async () => {
  api = await startTestServer();
  other = await startTestServer();
});
afterAll(async () => {
  await api.close();
  await other.close();
});
beforeEach(() => {
  api.requests.length = 0;
  other.requests.length = 0;
  api.handle((_seen, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end('{"name":"Ana","balance":12.5}');
  });
});

const names: Record<string, string[]> = { 'erp.acme': ['127.0.0.1'], 'other.acme': ['127.0.0.1'] };
const resolve: Resolver = (hostname) => Promise.resolve(names[hostname] ?? []);
const allowedHosts = new Map([
  [1, ['erp.acme', 'other.acme']],
  [2, ['other.acme']],
]);
const caller = createIntegrationCaller({ resolve, allowedHosts });
const erp = () => `http://erp.acme:${api.port}`;

describe('an allowed call', () => {
  it('GET: the parameter is appended to the query; a JSON answer is parsed', async () => {
    const result = await caller.call({
      customerId: 1,
      method: 'GET',
      url: `${erp()}/clients?active=1#top`,
      parameter: '?doc=123&x=a%20b',
      headers: { 'X-Channel': 'whatsapp' },
      authorize: 'secret-token',
    });
    expect(result).toEqual({ ok: true, status: 200, body: { name: 'Ana', balance: 12.5 } });
    expect(api.requests).toHaveLength(1);
    const seen = api.requests[0]!;
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/clients?active=1&doc=123&x=a%20b');
    expect(seen.headers['x-channel']).toBe('whatsapp');
    expect(seen.headers.authorization).toBe('Bearer secret-token');
  });

  it('POST: a JSON parameter is sent as JSON; an authorize with a scheme is kept', async () => {
    api.handle((_seen, res) => res.end('accepted'));
    const result = await caller.call({
      customerId: 1,
      method: 'POST',
      url: `${erp()}/orders`,
      parameter: '{"client":"5511999"}',
      authorize: 'Basic dXNlcjpwYXNz',
    });
    expect(result).toEqual({ ok: true, status: 200, body: 'accepted' });
    const seen = api.requests[0]!;
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers.authorization).toBe('Basic dXNlcjpwYXNz');
    expect(JSON.parse(seen.body)).toEqual({ client: '5511999' });
  });

  it('POST: another parameter is a form; a content-type header wins', async () => {
    await caller.call({ customerId: 1, method: 'POST', url: erp(), parameter: 'a=1&b=2' });
    await caller.call({
      customerId: 1,
      method: 'POST',
      url: erp(),
      parameter: '<x/>',
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(api.requests.map((r) => [r.headers['content-type'], r.body])).toEqual([
      ['application/x-www-form-urlencoded;charset=UTF-8', 'a=1&b=2'],
      ['application/xml', '<x/>'],
    ]);
  });

  it('the allow-list is per customer', async () => {
    const result = await caller.call({ customerId: 2, method: 'GET', url: erp() });
    expect(result).toMatchObject({ ok: false, reason: 'refused_address' });
    expect(api.requests).toHaveLength(0);
  });

  it('redirects are followed; Authorization does not cross to another origin', async () => {
    api.handle((seen, res) => {
      if (seen.url === '/a') res.writeHead(301, { location: '/b' }).end();
      else if (seen.url === '/b')
        res.writeHead(307, { location: `http://other.acme:${other.port}/c` }).end();
      else res.end('unexpected');
    });
    const result = await caller.call({
      customerId: 1,
      method: 'GET',
      url: `${erp()}/a`,
      authorize: 't',
    });
    expect(result).toMatchObject({ ok: true, body: { ok: true } });
    expect(api.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/a', 'Bearer t'],
      ['/b', 'Bearer t'],
    ]);
    expect(other.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/c', undefined],
    ]);
  });

  it('a POST answered 303 goes on as a GET without body', async () => {
    api.handle((seen, res) => {
      if (seen.url === '/post') res.writeHead(303, { location: '/done' }).end();
      else res.end(`${seen.method} ${seen.body.length}`);
    });
    const result = await caller.call({
      customerId: 1,
      method: 'POST',
      url: `${erp()}/post`,
      parameter: 'a=1',
    });
    expect(result).toEqual({ ok: true, status: 200, body: 'GET 0' });
  });

  it('at most 5 redirects are followed', async () => {
    api.handle((_seen, res) => res.writeHead(302, { location: '/again' }).end());
    const result = await caller.call({ customerId: 1, method: 'GET', url: erp() });
    expect(result).toEqual({ ok: false, reason: 'bad_status', detail: 'too many redirects' });
    expect(api.requests).toHaveLength(6);
  });
});

describe('failures', () => {
  it('GET is tried once more after a 5xx; POST is not', async () => {
    let answered = 0;
    api.handle((_seen, res) => {
      answered += 1;
      res.writeHead(answered === 1 ? 503 : 200).end('fine');
    });
    expect(await caller.call({ customerId: 1, method: 'GET', url: erp() })).toEqual({
      ok: true,
      status: 200,
      body: 'fine',
    });
    api.handle((_seen, res) => res.writeHead(500).end('broken'));
    api.requests.length = 0;
    expect(await caller.call({ customerId: 1, method: 'POST', url: erp() })).toEqual({
      ok: false,
      reason: 'bad_status',
      detail: '500',
    });
    expect(api.requests).toHaveLength(1);
  });

  it('a 4xx is not retried', async () => {
    api.handle((_seen, res) => res.writeHead(404).end());
    expect(await caller.call({ customerId: 1, method: 'GET', url: erp() })).toEqual({
      ok: false,
      reason: 'bad_status',
      detail: '404',
    });
    expect(api.requests).toHaveLength(1);
  });

  it.each([
    ['ftp://erp.acme/file', undefined],
    ['/relative/path', undefined],
    ['http://user:pass@erp.acme/', undefined],
    ['http://erp.acme/', { 'X-A': 'a\r\nHost: evil' }],
    ['http://erp.acme/', { Host: 'evil' }],
    ['http://erp.acme/', { 'bad name': 'x' }],
  ])('%s %j is a bad request, nothing sent', async (url, headers) => {
    const result = await caller.call({ customerId: 1, method: 'GET', url, headers });
    expect(result).toMatchObject({ ok: false, reason: 'bad_url' });
    expect(api.requests).toHaveLength(0);
  });

  it('a name that does not resolve is a network failure', async () => {
    const failing: Resolver = () => Promise.reject(new Error('ENOTFOUND nowhere.acme'));
    const result = await createIntegrationCaller({ resolve: failing }).call({
      customerId: 1,
      method: 'GET',
      url: 'http://nowhere.acme/',
    });
    expect(result).toMatchObject({ ok: false, reason: 'network' });
  });
});
