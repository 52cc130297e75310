import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for a Metabase site's static embedding (docs/adr/0026), written from Metabase's
 * documented rules and independent of the API's own verifier: `GET /embed/{dashboard|question}/{token}`
 * answers 200 with a small page when the token is HS256-signed with the embedding secret (`alg`
 * checked first: `none` and every other algorithm refused), `exp` not past beyond the clock skew,
 * `resource` names that visualisation, and every locked parameter has a value; else 400 with the reason.
 */
export interface MetabaseLikeServer {
  url: string;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function check(
  token: string,
  type: string,
  options: { secret: string; lockedParams: readonly string[]; skewSeconds: number },
): { ok: true; id: number; params: Record<string, unknown> } | { ok: false; reason: string } {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed token' };
  const [head, body, signature] = parts as [string, string, string];
  let header: { alg?: string };
  let claims: { exp?: number; resource?: Record<string, unknown>; params?: unknown };
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed token' };
  }
  if (header.alg !== 'HS256') return { ok: false, reason: `algorithm ${header.alg} refused` };
  const expected = b64url(createHmac('sha256', options.secret).update(`${head}.${body}`).digest());
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
    return { ok: false, reason: 'bad signature' };
  }
  if (typeof claims.exp !== 'number') return { ok: false, reason: 'exp missing' };
  if (claims.exp + options.skewSeconds < Date.now() / 1000) return { ok: false, reason: 'expired' };
  const id = claims.resource?.[type];
  if (typeof id !== 'number') return { ok: false, reason: `resource has no ${type}` };
  const params = claims.params;
  if (!params || typeof params !== 'object') return { ok: false, reason: 'params missing' };
  for (const name of options.lockedParams) {
    if ((params as Record<string, unknown>)[name] === undefined) {
      return { ok: false, reason: `You must specify a value for :${name} in the JWT.` };
    }
  }
  return { ok: true, id, params: params as Record<string, unknown> };
}

/** Starts the server on a free loopback port. */
export async function startMetabaseLikeServer(options: {
  secret: string;
  lockedParams: readonly string[];
  skewSeconds?: number;
}): Promise<MetabaseLikeServer> {
  const server: Server = createServer((req, res) => {
    const match = /^\/embed\/(dashboard|question)\/([^/?#]+)$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end('not found');
      return;
    }
    const verdict = check(match[2]!, match[1]!, { skewSeconds: 60, ...options });
    if (!verdict.ok) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(verdict.reason);
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><title>Metabase-like ${match[1]} ${verdict.id}</title></head><body><main><h1>Metabase-like ${match[1]} ${verdict.id}</h1><p data-params>${encodeURIComponent(JSON.stringify(verdict.params))}</p></main></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
