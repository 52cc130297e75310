import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import { ApiError, badRequest, forbidden, unauthorized } from '../http/errors';
import { processWhatsAppWebhook } from './deliver';
import { SIGNATURE_HEADER, verifySignature } from './signature';
import type { InboundSink, MediaResolver, StatusSink } from './types';
import { publicRoute } from '../access/declare';

/** What `registerWhatsAppWebhook` needs. */
export interface WhatsAppWebhookOptions {
  config: Pick<ApiConfig, 'whatsappVerifyToken' | 'whatsappAppSecret'>;
  sink: InboundSink;
  mediaResolver: MediaResolver;
  /** Statuses of the business's own messages (bulk sends' delivered / failed, docs/adr/0020). */
  statusSink?: StatusSink;
}

/** Path of the WhatsApp Cloud API webhook. */
export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp';

/** Equality of two texts in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/**
 * Registers the WhatsApp Cloud API webhook in its own encapsulated scope (its JSON parser keeps the
 * raw bytes for the signature check and does not affect other routes):
 * - `GET /webhooks/whatsapp`: verification handshake; answers `hub.challenge` as text/plain when
 *   `hub.mode=subscribe` and `hub.verify_token` matches, 403 otherwise.
 * - `POST /webhooks/whatsapp`: with `whatsappAppSecret` set, a missing or bad `X-Hub-Signature-256`
 *   is 401 and nothing is stored; then each message on its own: validate, skip a known id, resolve
 *   media, hand it to the sink; statuses go to the status sink; answer `{ received: n, rejected:
 *   [{ field, message }] }` (plus `statuses: n` when some were taken). A body
 *   whose every part is malformed is a 400 naming the first field; a message the server could not
 *   store is a 500 after the others were stored (the sender delivers again; stored ids are skipped).
 */
export async function registerWhatsAppWebhook(
  app: FastifyInstance,
  options: WhatsAppWebhookOptions,
): Promise<void> {
  const { config, sink, mediaResolver, statusSink } = options;

  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.get(
      WHATSAPP_WEBHOOK_PATH,
      {
        config: publicRoute("Meta's verification handshake: answers only to the verify token"),
        schema: { summary: 'WhatsApp webhook verification handshake', tags: ['channel'] },
      },
      async (request, reply) => {
        // Meta's dotted names, read from the address itself (a repeated name counts once).
        const query = new URL(request.url, 'http://webhook.invalid').searchParams;
        const mode = query.get('hub.mode');
        const token = query.get('hub.verify_token');
        const challenge = query.get('hub.challenge');
        if (
          mode !== 'subscribe' ||
          typeof token !== 'string' ||
          !config.whatsappVerifyToken ||
          !sameText(token, config.whatsappVerifyToken)
        ) {
          throw forbidden('Webhook verification failed.');
        }
        if (typeof challenge !== 'string' || challenge === '' || challenge.length > 512) {
          throw badRequest('hub.challenge', 'hub.challenge is required.');
        }
        return reply
          .type('text/plain; charset=utf-8')
          .header('X-Content-Type-Options', 'nosniff')
          .send(challenge);
      },
    );

    scope.post(
      WHATSAPP_WEBHOOK_PATH,
      {
        config: publicRoute('posted by Meta: the X-Hub-Signature-256 signature is checked'),
        schema: { summary: 'WhatsApp Cloud API webhook (inbound messages)', tags: ['channel'] },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (config.whatsappAppSecret) {
          const header = request.headers[SIGNATURE_HEADER];
          if (
            !verifySignature(
              raw,
              Array.isArray(header) ? header[0] : header,
              config.whatsappAppSecret,
            )
          ) {
            request.log.warn('WhatsApp webhook refused: missing or bad X-Hub-Signature-256.');
            throw unauthorized('Missing or invalid X-Hub-Signature-256.');
          }
        }
        if (!Buffer.isBuffer(request.body)) {
          throw badRequest('body', 'The body must be JSON (Content-Type: application/json).');
        }
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest('body', 'The body is not valid JSON.');
        }
        const result = await processWhatsAppWebhook(body, {
          sink,
          mediaResolver,
          statusSink,
          log: request.log,
        });
        if (result.rejected.length > 0) {
          request.log.warn(
            { rejected: result.rejected },
            'WhatsApp webhook: malformed parts skipped',
          );
        }
        if (result.failed > 0) {
          throw new ApiError(500, 'internal', 'Some messages could not be stored; deliver again.');
        }
        const first = result.rejected[0];
        if (result.delivered.length === 0 && result.statuses === 0 && first)
          throw badRequest(first.field, first.message);
        return {
          received: result.delivered.length,
          rejected: result.rejected,
          ...(result.statuses > 0 ? { statuses: result.statuses } : {}),
        };
      },
    );
  });
}
