/**
 * The API's own `/embed/{dashboard|question}/{token}` pages (docs/adr/0026, 0033): what a Metabase
 * site would serve at the frame address when METABASE_SITE_URL is not set. The token is checked by
 * Metabase's rules on every request; under it: the report (`/`), the services behind a figure
 * (`/services`), one service's messages (`/services/{id}`) and a figure's CSV (`/csv`).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { publicRoute } from '../../access/declare';
import type { AppContext } from '../../context';
import type { TypedApp } from '../../http/domain';
import { CUSTOMER_PARAM, verifyEmbedToken, type VisualizationType } from '../embedToken';
import { assignedToAnyone } from '../queries';
import { embedCsp, embedNonce, errorBody, languageOf, renderDocument } from './document';
import { type EmbedRequest, embedPage } from './pages';
import { firstValues } from './pageQuery';
import { EMBED_TEXTS } from './texts';

/** Longest token the page reads (a static-embedding token is a few hundred characters). */
const MAX_TOKEN_LENGTH = 4096;

/** The part of the path after the token: the report, its services, one service, a CSV. */
const SUBPATH = /^(?:|\/services|\/services\/(\d{1,9})|\/csv)$/;

/** Checks a token: its report and customer, or the refusal's status and kind. */
async function verdictOf(ctx: AppContext, type: VisualizationType, token: string) {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, status: 401, kind: 'invalid' } as const;
  const verdict = verifyEmbedToken({
    token,
    secret: ctx.config.embeddingSecretKey,
    type,
    nowMs: Date.now(),
  });
  if (!verdict.ok) return { ok: false, status: 401, kind: verdict.reason } as const;
  const customerId = verdict.params[CUSTOMER_PARAM];
  const report =
    typeof customerId === 'number' && Number.isInteger(customerId) && customerId > 0
      ? await assignedToAnyone(ctx.db, { customerId, type, id: verdict.id })
      : undefined;
  if (!report) return { ok: false, status: 403, kind: 'invalid' } as const;
  return { ok: true, report, customerId: customerId as number, id: verdict.id } as const;
}

function sendPage(
  reply: FastifyReply,
  ctx: AppContext,
  status: number,
  page: (nonce: string) => string,
) {
  const nonce = embedNonce();
  reply.removeHeader('X-Frame-Options');
  return reply
    .code(status)
    .header('Content-Security-Policy', embedCsp(nonce, ctx.config.corsOrigins))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(nonce));
}

/** Registers `/embed/dashboard/*` and `/embed/question/*`. */
export function embedRoutes(app: TypedApp, ctx: AppContext): void {
  for (const type of ['dashboard', 'question'] as const) {
    app.get(
      // A wildcard, not `:token`: the router caps named parameters at 100 characters (a token is longer).
      `/embed/${type}/*`,
      {
        config: publicRoute(
          'the embed token in the path: HS256 with the embedding secret, unexpired, naming a report assigned for its locked customer (docs/adr/0026)',
        ),
        schema: {
          tags: ['reports'],
          summary: `The API's own embedded ${type} pages for a Token_Metabase token: the report, its services, a service's messages, a CSV`,
          params: Type.Object({ '*': Type.String() }),
          // A repeated field (`group_id=1&group_id=2`) is read as its first value, as a browser's
          // form reader does, rather than refused with the framework's untranslated answer.
          querystring: Type.Record(
            Type.String(),
            Type.Union([Type.String(), Type.Array(Type.String())]),
          ),
        },
      },
      async (request, reply) => {
        const query = firstValues(request.query);
        const language = languageOf(request.headers['accept-language'], query.locale);
        const path = request.params['*'];
        const slash = path.indexOf('/');
        const token = slash < 0 ? path : path.slice(0, slash);
        const rest = SUBPATH.exec(slash < 0 ? '' : path.slice(slash));
        const verdict = await verdictOf(ctx, type, token);
        if (!verdict.ok || !rest) {
          const refusal = verdict.ok ? { status: 404, kind: 'invalid' as const } : verdict;
          return sendPage(reply, ctx, refusal.status, (nonce) =>
            renderDocument({
              language,
              nonce,
              title: EMBED_TEXTS[language].errorTitle,
              body: errorBody(language, refusal.kind),
            }),
          );
        }
        const embedRequest: EmbedRequest = {
          ctx,
          type,
          report: verdict.report,
          customerId: verdict.customerId,
          visualizationId: verdict.id,
          base: `/embed/${type}/${token}`,
          part: path.slice(slash < 0 ? path.length : slash),
          serviceId: rest[1] ? Number(rest[1]) : undefined,
          query,
          language,
        };
        const page = await embedPage(embedRequest);
        if (page.kind === 'csv') {
          reply.removeHeader('X-Frame-Options');
          return reply
            .header('Cache-Control', 'no-store')
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${page.filename}"`)
            .send(page.csv);
        }
        return sendPage(reply, ctx, page.status, (nonce) =>
          renderDocument({
            language,
            nonce,
            title: page.title,
            body: page.body,
            stateKey: `atende-embed:${type}:${verdict.id}:${verdict.customerId}`,
          }),
        );
      },
    );
  }
}
