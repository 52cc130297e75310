import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messageShapeProblem } from './graphMessageShape';

/** One request the fake Graph API received. */
export interface GraphRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** Parsed JSON body (POST), or undefined. */
  body: Record<string, unknown> | undefined;
  /** What it answered. */
  status: number;
  at: number;
}

/** A failure the fake answers with instead of success (`times` requests in a row). */
export interface GraphFailure {
  status: number;
  times: number;
  retryAfter?: string;
  message?: string;
  code?: number;
}

/**
 * A local Graph-API-compatible server for the WhatsApp Cloud API (127.0.0.1, random port):
 * `POST /{version}/{phone-number-id}/messages` answers as Meta's documentation shows
 * (`{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid...' }] }`),
 * `GET /{version}/{media-id}` answers the media object and `GET /download/{media-id}` its bytes.
 * Every call needs `Authorization: Bearer <the number's token>` (a wrong one is a 401 OAuthException).
 * Errors are `{ error: { message, type, code, fbtrace_id } }`; `failNext` fails message sends on demand.
 * Message bodies are checked as the Cloud API does (graphMessageShape.ts: text length, interactive
 * buttons and lists within Meta's limits): a wrong one is a 400 with code 131009.
 */
export interface FakeGraph {
  url: string;
  requests: GraphRequest[];
  /** Sends recorded as accepted (status 200), in order. */
  sent(): GraphRequest[];
  /** Bearer token expected for a phone number id (sends) and for media. */
  tokens: Map<string, string>;
  mediaToken: string;
  media: Map<string, { data: Buffer; mimeType: string }>;
  /** Queue failures for the next message sends. */
  failNext(failure: GraphFailure): void;
  /** Delay of every message send answer, in ms. */
  delayMs: number;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const graphError = (message: string, code: number, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: `A${randomUUID().slice(0, 8)}` },
});

export async function startFakeGraph(): Promise<FakeGraph> {
  const requests: GraphRequest[] = [];
  const failures: GraphFailure[] = [];
  const fake: FakeGraph = {
    url: '',
    requests,
    sent: () => requests.filter((r) => r.method === 'POST' && r.status === 200),
    tokens: new Map(),
    mediaToken: '',
    media: new Map(),
    failNext: (failure) => void failures.push({ ...failure }),
    delayMs: 0,
    close: async () => undefined,
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | undefined;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      } catch {
        body = undefined;
      }
      const record: GraphRequest = {
        method: req.method ?? 'GET',
        path,
        authorization: req.headers.authorization,
        body,
        status: 0,
        at: Date.now(),
      };
      requests.push(record);
      const answer = (status: number, payload: unknown, headers = {}) => {
        record.status = status;
        json(res, status, payload, headers);
      };

      const send = /^\/v[\d.]+\/([^/]+)\/messages$/.exec(path);
      if (req.method === 'POST' && send) {
        const phoneNumberId = decodeURIComponent(send[1]!);
        const expected = fake.tokens.get(phoneNumberId);
        if (!expected || req.headers.authorization !== `Bearer ${expected}`) {
          answer(401, graphError('Invalid OAuth access token - Cannot parse access token', 190));
          return;
        }
        setTimeout(() => {
          const failure = failures[0];
          if (failure) {
            failure.times -= 1;
            if (failure.times <= 0) failures.shift();
            answer(
              failure.status,
              graphError(failure.message ?? 'Failure on demand', failure.code ?? 131000),
              failure.retryAfter === undefined ? {} : { 'retry-after': failure.retryAfter },
            );
            return;
          }
          if (body?.messaging_product !== 'whatsapp' || typeof body.to !== 'string') {
            answer(400, graphError('(#100) Invalid parameter', 100));
            return;
          }
          const problem = messageShapeProblem(body);
          if (problem) {
            answer(400, {
              error: {
                ...graphError('(#131009) Parameter value is not valid', 131009).error,
                error_data: { messaging_product: 'whatsapp', details: problem },
              },
            });
            return;
          }
          answer(200, {
            messaging_product: 'whatsapp',
            contacts: [{ input: body.to, wa_id: body.to }],
            messages: [{ id: `wamid.${randomUUID().replace(/-/g, '')}` }],
          });
        }, fake.delayMs);
        return;
      }

      const authorised = req.headers.authorization === `Bearer ${fake.mediaToken}`;
      const download = /^\/download\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && download) {
        const media = fake.media.get(decodeURIComponent(download[1]!));
        if (!authorised) return answer(401, graphError('Invalid OAuth access token', 190));
        if (!media) return answer(404, graphError('Not found', 100));
        record.status = 200;
        res.writeHead(200, { 'content-type': media.mimeType, 'content-length': media.data.length });
        res.end(media.data);
        return;
      }
      const mediaInfo = /^\/v[\d.]+\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && mediaInfo) {
        const id = decodeURIComponent(mediaInfo[1]!);
        const media = fake.media.get(id);
        if (!authorised) return answer(401, graphError('Invalid OAuth access token', 190));
        if (!media) {
          return answer(
            400,
            graphError(`Unsupported get request. Object with ID '${id}' does not exist`, 100),
          );
        }
        return answer(200, {
          messaging_product: 'whatsapp',
          url: `${fake.url}/download/${encodeURIComponent(id)}`,
          mime_type: media.mimeType,
          sha256: 'x',
          file_size: media.data.length,
          id,
        });
      }
      answer(404, graphError('Unknown path', 100));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
