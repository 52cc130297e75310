import { createHmac } from 'node:crypto';
import { startTestServer, type TestServer } from './harness';
import { cloudTextPayload, waitingItemOf } from './inbound';

const SECRET = 'test-app-secret';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: 'verify-me' },
  });
});
afterAll(() => server.close());

/** Signs a raw body as Meta does (HMAC-SHA256 with the app secret). */
const sign = (raw: string) => `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;

/** Posts a webhook body with the given signature header ('valid' signs it correctly, undefined sends none). */
async function postWebhook(body: unknown, signature: 'valid' | string | undefined) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined)
    headers['x-hub-signature-256'] = signature === 'valid' ? sign(raw) : signature;
  const res = await fetch(`${server.url}/webhooks/whatsapp`, {
    method: 'POST',
    headers,
    body: raw,
  });
  return res.status;
}

describe('WhatsApp webhook with an app secret', () => {
  it('a correctly signed Cloud API payload opens a waiting item', async () => {
    const body = cloudTextPayload({
      phoneNumberId: server.seed.phoneNumbers.acme,
      from: '5511900001111',
      name: 'Signed Sam',
      text: 'signed hello',
    });
    expect(await postWebhook(body, 'valid')).toBe(200);
    const token = await server.login('agent1');
    expect((await waitingItemOf(server, token, '5511900001111')).client_Name).toBe('Signed Sam');
  });

  it('refuses a missing or bad signature and stores nothing', async () => {
    const body = cloudTextPayload({
      phoneNumberId: server.seed.phoneNumbers.acme,
      from: '5511900002222',
      name: 'Forger',
      text: 'forged',
    });
    expect(await postWebhook(body, undefined)).toBe(401);
    expect(await postWebhook(body, `sha256=${'0'.repeat(64)}`)).toBe(401);
    const token = await server.login('agent1');
    await expect(waitingItemOf(server, token, '5511900002222')).rejects.toThrow(/no waiting item/);
  });

  it('answers the GET verification handshake only with the verify token', async () => {
    const ok = await fetch(
      `${server.url}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=12345`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('12345');
    const bad = await fetch(
      `${server.url}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=12345`,
    );
    expect(bad.status).toBe(403);
  });

  it('a message to a number nobody owns is accepted (no retry storm) but opens nothing', async () => {
    const body = cloudTextPayload({
      phoneNumberId: '999',
      from: '5511900003333',
      name: 'Lost',
      text: 'hello?',
    });
    expect(await postWebhook(body, 'valid')).toBe(200);
  });
});

describe('file service (hornitos/) inside the API', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );

  it('stores an upload; the returned address is served back and can be sent as a message', async () => {
    const token = await server.login('agent1');
    const up = await server.call('POST', '/files/hornitos/', {
      token,
      body: { file: png.toString('base64'), format: 'png', file_name: 'dot.png' },
    });
    expect(up.status).toBe(200);
    expect(up.body.url).toMatch(/^http:\/\/localhost:0\/files\/hornitos\/[0-9a-f-]{36}\/dot\.png$/);
    const path = new URL(up.body.url).pathname;
    const served = await fetch(`${server.url}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('401 without a token; 415 for a disguised file; 400 for bad base64', async () => {
    const body = { file: png.toString('base64'), format: 'png', file_name: 'dot.png' };
    expect((await server.call('POST', '/files/hornitos/', { body })).status).toBe(401);
    const token = await server.login('agent1');
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const disguised = await server.call('POST', '/files/hornitos/', {
      token,
      body: { file: html, format: 'pdf', file_name: 'x.pdf' },
    });
    expect(disguised.status).toBe(415);
    expect(disguised.body.error).toBe('unsupported_file');
    const bad = await server.call('POST', '/files/hornitos/', {
      token,
      body: { file: '!!!', format: 'png', file_name: 'x.png' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('file');
  });
});
