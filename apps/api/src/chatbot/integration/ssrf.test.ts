// The SSRF corpus of issue 19: each address is refused or the call cut, with nothing sent to a
// loopback server that counts what reaches it.
import { createIntegrationCaller } from './index';
import { endlessBody, startTestServer, type TestServer } from './testServer';
import type { Resolver } from './address';

let target: TestServer;
let front: TestServer;

beforeAll(async () => {
  target = await startTestServer();
  front = await startTestServer();
});
afterAll(async () => {
  await target.close();
  await front.close();
});
beforeEach(() => {
  target.requests.length = 0;
  front.requests.length = 0;
  target.handle((_seen, res) => res.end('reached'));
});

/** Names for the tests: every other name does not exist. */
const names: Record<string, string[]> = {
  'loopback.example': ['127.0.0.1'],
  'mixed.example': ['93.184.216.34', '10.0.0.7'],
  'front.test': ['127.0.0.1'],
  'mapped.example': ['::ffff:127.0.0.1'],
};
const resolve: Resolver = (hostname) => Promise.resolve(names[hostname] ?? []);

/** Customer 1 may reach `front.test` (the allow-list); the target is never allow-listed. */
const caller = () =>
  createIntegrationCaller({ resolve, allowedHosts: new Map([[1, ['front.test']]]) });

/** Waits (without a fixed sleep) until `condition` holds, checking at each turn of the event loop. */
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((next) => setImmediate(next));
}

const get = (url: string) => caller().call({ customerId: 1, method: 'GET', url });

describe('the SSRF corpus is refused before anything is sent', () => {
  const corpus: Array<[string, (port: number) => string]> = [
    ['127.0.0.1', (port) => `http://127.0.0.1:${port}/`],
    ['[::1]', (port) => `http://[::1]:${port}/`],
    ['10.0.0.1', () => 'http://10.0.0.1/'],
    ['192.168.1.1', () => 'http://192.168.1.1/'],
    ['169.254.169.254 (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['0x7f000001 (hex)', (port) => `http://0x7f000001:${port}/`],
    ['2130706433 (decimal)', (port) => `http://2130706433:${port}/`],
    ['0177.0.0.1 (octal)', (port) => `https://0177.0.0.1:${port}/`],
    ['0x08080808 (a public address in hex)', () => 'http://0x08080808/'],
    ['0x7f.1 (short form)', (port) => `http://0x7f.1:${port}/`],
    ['[::ffff:127.0.0.1] (IPv4-mapped)', (port) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['0.0.0.0 (unspecified)', (port) => `http://0.0.0.0:${port}/`],
    ['[fd00::1] (unique-local)', () => 'http://[fd00::1]/'],
    ['a name resolving to loopback', (port) => `http://loopback.example:${port}/`],
    ['a name with one private address', (port) => `http://mixed.example:${port}/`],
    ['a name resolving to mapped loopback', (port) => `http://mapped.example:${port}/`],
  ];

  it.each(corpus)('%s', async (_label, url) => {
    const result = await get(url(target.port));
    expect(result).toMatchObject({ ok: false, reason: 'refused_address' });
    expect(target.requests).toHaveLength(0);
  });

  it('localhost, through the system resolver', async () => {
    const result = await createIntegrationCaller().call({
      customerId: 1,
      method: 'POST',
      url: `http://localhost:${target.port}/`,
      parameter: '{"a":1}',
    });
    expect(result).toMatchObject({ ok: false, reason: 'refused_address' });
    expect(target.requests).toHaveLength(0);
  });

  it('a name that turns to loopback between the check and the connection (DNS rebinding)', async () => {
    let calls = 0;
    const rebinding: Resolver = () =>
      Promise.resolve(++calls === 1 ? ['93.184.216.34'] : ['127.0.0.1']);
    const result = await createIntegrationCaller({ resolve: rebinding }).call({
      customerId: 1,
      method: 'GET',
      url: `http://rebind.example:${target.port}/`,
    });
    expect(result).toMatchObject({ ok: false, reason: 'refused_address' });
    expect(calls).toBe(2);
    expect(target.requests).toHaveLength(0);
  });

  it.each([
    (port: number) => `http://127.0.0.1:${port}/inside`,
    (port: number) => `http://0x7f000001:${port}/inside`,
    (port: number) => `//127.0.0.1:${port}/inside`,
  ])('a redirect to loopback (%#) from an allowed host', async (location) => {
    front.handle((_seen, res) => {
      res.writeHead(302, { location: location(target.port) });
      res.end();
    });
    const result = await get(`http://front.test:${front.port}/start`);
    expect(result).toMatchObject({ ok: false, reason: 'refused_address' });
    expect(front.requests).toHaveLength(1);
    expect(target.requests).toHaveLength(0);
  });
});

describe('a call that does not end is cut', () => {
  it('a server slower than the timeout', async () => {
    front.handle(() => undefined);
    const started = Date.now();
    const result = await createIntegrationCaller({
      resolve,
      timeoutMs: 300,
      allowedHosts: new Map([[1, ['front.test']]]),
    }).call({ customerId: 1, method: 'GET', url: `http://front.test:${front.port}/slow` });
    expect(result).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(front.requests).toHaveLength(1);
  });

  it('an endless body, cut at the cap while it arrives', async () => {
    front.handle(endlessBody(front));
    const result = await createIntegrationCaller({
      resolve,
      maxBodyBytes: 64 * 1024,
      allowedHosts: new Map([[1, ['front.test']]]),
    }).call({ customerId: 1, method: 'GET', url: `http://front.test:${front.port}/endless` });
    expect(result).toMatchObject({ ok: false, reason: 'too_large' });
    await waitFor(() => front.closedAfter !== undefined);
    expect(front.closedAfter).toBeLessThan(4 * 1024 * 1024);
    expect(front.requests).toHaveLength(1);
  });

  it('an answer announcing more than 256 kB is not read', async () => {
    front.handle((_seen, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': 300 * 1024 });
      res.end(Buffer.alloc(300 * 1024, 'b'));
    });
    expect(await get(`http://front.test:${front.port}/big`)).toMatchObject({
      ok: false,
      reason: 'too_large',
    });
  });
});

describe('a name resolution that does not end', () => {
  it('is cut by the same deadline', async () => {
    const hanging: Resolver = () => new Promise<string[]>(() => undefined);
    const result = await createIntegrationCaller({ resolve: hanging, timeoutMs: 200 }).call({
      customerId: 1,
      method: 'GET',
      url: 'http://hangs.example/',
    });
    expect(result).toEqual({ ok: false, reason: 'timeout' });
  });
});
