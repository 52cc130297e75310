import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import { base64BodyLimit, uploadErrorHandler } from '../files/upload';
import type { FileStore } from '../files/types';
import { validateUpload } from '../files/validate';
import { badRequest } from '../http/errors';
import { processWhatsAppWebhook } from './deliver';
import { createFileStoreMediaResolver } from './file-media-resolver';
import type { SimulatorAuthor, SimulatorChannel, SimulatorEvent } from './simulator-channel';
import { pair, readSimulatedSend } from './simulator-input';
import { renderSimulatorPage, newNonce, simulatorCsp } from './simulator-page';
import { buildSimulatedWebhook } from './simulator-payload';
import type { InboundSink } from './types';
import { publicRoute } from '../access/declare';

/** The simulator plays end clients, who have no account; it exists only in development mode (ADR 0008). */
const SIMULATOR = publicRoute('development-only client simulator: end clients have no account');

/** What the simulator needs to know about customers and past conversations (provided by the app). */
export interface SimulatorDirectory {
  /** Business numbers an end client can write to, one per customer channel. */
  listNumbers(): Promise<
    Array<{ phoneNumberId: string; displayPhone: string; customerName: string }>
  >;
  /** The conversation between a business number and a client phone, oldest first. */
  history(phoneNumberId: string, phone: string): Promise<SimulatorMessage[]>;
}

/** What `registerSimulator` needs. */
export interface SimulatorOptions {
  config: Pick<ApiConfig, 'simulatorEnabled' | 'maxUploadBytes'>;
  /** The outbound adapter from `createSimulatorChannel()`; its hub feeds the page's event stream. */
  adapter: SimulatorChannel;
  sink: InboundSink;
  directory: SimulatorDirectory;
  fileStore: FileStore;
  /** Interval of the keep-alive comment on event streams (default 15 s). */
  heartbeatMs?: number;
}

/** A message as the simulator page shows it. */
export interface SimulatorMessage {
  direction: 'in' | 'out';
  /** Who wrote an outgoing message (the bot or an agent); absent on the client's own. */
  author?: SimulatorAuthor;
  text: string;
  at: string;
}

const sseFrame = (event: SimulatorEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * Registers the client simulator when `config.simulatorEnabled` (does nothing otherwise):
 * - `GET /simulator`: the page (inline CSS/JS, strict CSP with a per-response nonce; en, pt, es);
 * - `GET /simulator/numbers`, `GET /simulator/history?phoneNumberId&phone`: from the directory;
 * - `GET /simulator/events?phoneNumberId&phone`: Server-Sent Events with the agent's replies
 *   (`data: {direction:'out',text,at,messageId,choices?}`), a comment every 15 s, removed on disconnect;
 * - `POST /simulator/media` `{ file, format, file_name }` (as the file service): stores the file,
 *   answers `{ id, url, fileName, mimeType, kind }`;
 * - `POST /simulator/send` `{ phoneNumberId, from, name?, text?, media?: { id }, choice? }`: builds a genuine
 *   Cloud API webhook body and feeds it through the webhook's own path (parse, resolve, sink);
 *   `choice: { id, title, kind }` (an option of a chatbot question) goes as its interactive reply;
 *   answers `{ received, messages: [{ direction: 'in', text, at }] }`.
 * Public routes: anyone who can reach the server can play the end client, so keep it off in production.
 */
export async function registerSimulator(
  app: FastifyInstance,
  options: SimulatorOptions,
): Promise<void> {
  const { config, adapter, sink, directory, fileStore } = options;
  if (!config.simulatorEnabled) return;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const mediaResolver = createFileStoreMediaResolver(fileStore);
  const streams = new Set<ServerResponse>();
  const hidden = { hide: true, tags: ['simulator'] };

  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    streams.clear();
  });

  app.get(
    '/simulator',
    { config: SIMULATOR, schema: { ...hidden, summary: 'Client simulator page' } },
    async (_request, reply) => {
      const nonce = newNonce();
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', simulatorCsp(nonce))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer')
        .header('X-Frame-Options', 'DENY')
        .header('Cache-Control', 'no-store')
        .send(renderSimulatorPage(nonce));
    },
  );

  app.get('/simulator/numbers', { config: SIMULATOR, schema: hidden }, async () =>
    directory.listNumbers(),
  );

  app.get(
    '/simulator/history',
    { config: SIMULATOR, schema: hidden },
    async (request): Promise<SimulatorMessage[]> => {
      const { phoneNumberId, phone } = pair(request.query);
      return directory.history(phoneNumberId, phone);
    },
  );

  app.get('/simulator/events', { config: SIMULATOR, schema: hidden }, async (request, reply) => {
    const { phoneNumberId, phone } = pair(request.query);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    res.write('retry: 3000\n: connected\n\n');
    streams.add(res);
    const unsubscribe = adapter.subscribe(phoneNumberId, phone, (event) => {
      res.write(sseFrame(event));
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    const cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(res);
    };
    // The response's 'close' fires when the client goes away (the request's fires once its body is read).
    res.once('close', cleanup);
  });

  app.post(
    '/simulator/media',
    {
      config: SIMULATOR,
      schema: hidden,
      bodyLimit: base64BodyLimit(config.maxUploadBytes),
      errorHandler: uploadErrorHandler,
    },
    async (request) => {
      const upload = validateUpload(request.body, config.maxUploadBytes);
      const saved = await fileStore.save({
        data: upload.data,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        originalName: upload.originalName,
      });
      return {
        id: saved.key,
        url: saved.url,
        fileName: saved.fileName,
        mimeType: upload.mimeType,
        kind: upload.format.category,
      };
    },
  );

  app.post('/simulator/send', { config: SIMULATOR, schema: hidden }, async (request) => {
    const payload = buildSimulatedWebhook(
      await readSimulatedSend(request.body, directory, fileStore),
    );
    const result = await processWhatsAppWebhook(payload, { sink, mediaResolver, log: request.log });
    if (result.failed > 0) throw new Error('The message could not be stored.');
    const first = result.rejected[0];
    if (first) throw badRequest(first.field, first.message);
    const delivered = result.delivered;
    return {
      received: delivered.length,
      messages: delivered.map((m): SimulatorMessage => ({
        direction: 'in',
        text: m.text ?? '',
        at: m.timestamp.toISOString(),
      })),
    };
  });
}
