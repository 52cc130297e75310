import { createHmac } from 'node:crypto';
import { signEmbedToken } from '../src/reports/embedToken';
import { startTestServer, type TestServer } from './harness';
import { startMetabaseLikeServer, type MetabaseLikeServer } from './metabaseLikeServer';

// Seed 001 §7 "GET Token_Metabase?customer_Id&visualization_type&visualization_id&key returns an embed
// token, which is substituted into the frame address"; issue 20 "Tokens, exactly as Metabase checks
// them" and "The product's own reports" (the API's /embed pages); docs/adr/0026.

const SHELL = 'https://shell.atende.example';
let server: TestServer;
let metabase: MetabaseLikeServer;
let manager: string;
let storeadmin: string;
let acme: number;
let borealis: number;

beforeAll(async () => {
  server = await startTestServer({ env: { CORS_ORIGINS: SHELL } });
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
  manager = await server.login('manager');
  // Report level 2 but no report assigned (roles 5-7 get none in the demo data).
  storeadmin = await server.login('storeadmin');
  metabase = await startMetabaseLikeServer({
    secret: server.config.embeddingSecretKey,
    lockedParams: ['customer_id'],
  });
}, 120_000);
afterAll(async () => {
  await metabase?.close();
  await server?.close();
});

const tokenCall = (customer: number, type: string, id: number, extra = '') =>
  `/api/Token_Metabase?customer_Id=${customer}&visualization_type=${type}&visualization_id=${id}&key=abc${extra}`;

function claimsOf(token: string) {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload!, 'base64url').toString()),
  };
}

/** A token made by hand: any header and claims, signed HS256 with `secret` (or unsigned). */
function handToken(header: object, claims: object, secret?: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${part(header)}.${part(claims)}`;
  const signature = secret ? createHmac('sha256', secret).update(input).digest('base64url') : '';
  return `${input}.${signature}`;
}

async function page(path: string, language = 'en') {
  const res = await fetch(`${server.url}${path}`, { headers: { 'accept-language': language } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('Token_Metabase', () => {
  it('signs HS256 { resource, params, exp } for 10 minutes, the customer locked by the server', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await server.call(
      'GET',
      tokenCall(acme, 'dashboard', 1, '&locale=pt&theme=night'),
      {
        token: manager,
      },
    );
    expect(res.status).toBe(200);
    const { header, payload } = claimsOf(res.body.token);
    expect(header.alg).toBe('HS256');
    expect(payload).toEqual({
      resource: { dashboard: 1 },
      params: { customer_id: acme },
      exp: res.body.exp,
    });
    expect(res.body.exp - before).toBeGreaterThanOrEqual(600);
    expect(res.body.exp - before).toBeLessThanOrEqual(601);
    // No METABASE_SITE_URL: the frame is the API's own /embed page.
    expect(res.body.embed_Url).toBe(
      `${server.config.publicUrl}/embed/dashboard/${res.body.token}#bordered=true&titled=true&theme=night&locale=pt`,
    );
    // The `key` is never the secret: a token signed with it fails Metabase's check.
    const withKey = handToken(header, payload, 'abc');
    expect((await fetch(`${metabase.url}/embed/dashboard/${withKey}`)).status).toBe(400);
  });

  it('is accepted by a Metabase-like server, its locked customer parameter present', async () => {
    const res = await server.call('GET', tokenCall(acme, 'question', 2), { token: manager });
    expect(res.status).toBe(200);
    const frame = await fetch(`${metabase.url}/embed/question/${res.body.token}`);
    expect(frame.status).toBe(200);
    const html = await frame.text();
    expect(html).toContain('Metabase-like question 2');
    expect(decodeURIComponent(/data-params>([^<]*)</.exec(html)![1]!)).toBe(
      JSON.stringify({ customer_id: acme }),
    );
  });

  it('signs only a report assigned to the caller for that customer', async () => {
    // Question 2 is Acme's, not Borealis's; dashboard 9 is nobody's.
    expect(
      (await server.call('GET', tokenCall(borealis, 'question', 2), { token: manager })).status,
    ).toBe(403);
    expect(
      (await server.call('GET', tokenCall(acme, 'dashboard', 9), { token: manager })).status,
    ).toBe(403);
    expect(
      (await server.call('GET', tokenCall(acme, 'dashboard', 1), { token: storeadmin })).status,
    ).toBe(403);
    // The dashboard named as a question is another visualisation.
    expect(
      (await server.call('GET', tokenCall(acme, 'question', 1), { token: manager })).status,
    ).toBe(403);
    // A customer parameter in the request changes nothing: the server sets it.
    const res = await server.call(
      'GET',
      `${tokenCall(acme, 'dashboard', 1)}&customer_id=${borealis}`,
      {
        token: manager,
      },
    );
    expect(claimsOf(res.body.token).payload.params).toEqual({ customer_id: acme });
  });
});

describe("the API's own /embed pages", () => {
  const sign = (
    overrides: {
      secret?: string;
      type?: 'dashboard' | 'question';
      id?: number;
      now?: number;
      customer?: number;
    } = {},
  ) =>
    signEmbedToken({
      secret: overrides.secret ?? server.config.embeddingSecretKey,
      type: overrides.type ?? 'dashboard',
      id: overrides.id ?? 1,
      params: { customer_id: overrides.customer ?? acme },
      nowSeconds: overrides.now ?? Math.floor(Date.now() / 1000),
    }).token;

  it("shows a valid token's report, framed only by the shell's origins", async () => {
    const res = await page(`/embed/dashboard/${sign()}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Attendance summary</h1>');
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${SHELL}`);
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('refuses an expired token (beyond the clock skew), in the viewer language', async () => {
    const now = Math.floor(Date.now() / 1000);
    // Expired 30 s ago: inside the 60 s skew, still shown.
    expect((await page(`/embed/dashboard/${sign({ now: now - 630 })}`)).status).toBe(200);
    const res = await page(`/embed/dashboard/${sign({ now: now - 700 })}`, 'pt-BR,pt;q=0.9');
    expect(res.status).toBe(401);
    expect(res.text).toContain('<html lang="pt">');
    expect(res.text).toContain('O link do relatório expirou');
    expect(res.text).not.toContain('Attendance summary');
  });

  it('refuses a tampered token, alg none, another algorithm and another secret', async () => {
    const good = sign();
    const { header, payload } = claimsOf(good);
    const tampered = handToken(header, { ...payload, resource: { dashboard: 2 } }).split('.');
    const tamperedToken = `${tampered[0]}.${tampered[1]}.${good.split('.')[2]}`;
    const none = handToken({ alg: 'none', typ: 'JWT' }, payload);
    const hs512 = `${handToken({ alg: 'HS512', typ: 'JWT' }, payload).slice(0, -1)}${createHmac('sha512', server.config.embeddingSecretKey).update('x').digest('base64url')}`;
    const otherSecret = sign({ secret: 'f'.repeat(64) });
    for (const token of [tamperedToken, none, hs512, otherSecret, 'not-a-token', 'a.b.c']) {
      const res = await page(`/embed/dashboard/${token}`, 'es');
      expect([token, res.status]).toEqual([token, 401]);
      expect(res.text).toContain('El enlace del reporte no es válido');
      expect(res.text).not.toContain('Attendance summary');
    }
    // The same signed token on the other path is another resource.
    expect((await page(`/embed/question/${good}`)).status).toBe(401);
  });

  it("refuses another customer's parameter or a report nobody is assigned", async () => {
    // Borealis has dashboard 1 but no question 2.
    expect(
      (await page(`/embed/question/${sign({ type: 'question', id: 2, customer: borealis })}`))
        .status,
    ).toBe(403);
    expect((await page(`/embed/dashboard/${sign({ id: 7 })}`)).status).toBe(403);
    const noCustomer = handToken(
      { alg: 'HS256', typ: 'JWT' },
      { resource: { dashboard: 1 }, params: {}, exp: Math.floor(Date.now() / 1000) + 60 },
      server.config.embeddingSecretKey,
    );
    expect((await page(`/embed/dashboard/${noCustomer}`)).status).toBe(403);
  });
});
