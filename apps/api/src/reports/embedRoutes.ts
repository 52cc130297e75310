// The API's own `/embed/{dashboard|question}/{token}` pages (docs/adr/0026): what a Metabase site would
// serve at the frame address when METABASE_SITE_URL is not set, verifying the token by its rules.
import { Type } from '@sinclair/typebox';
import { publicRoute } from '../access/declare';
import type { AppContext } from '../context';
import type { TypedApp } from '../http/domain';
import {
  embedCsp,
  embedNonce,
  languageOf,
  renderEmbedPage,
  type EmbedPageContent,
} from './embedPage';
import { CUSTOMER_PARAM, verifyEmbedToken, type VisualizationType } from './embedToken';
import { assignedToAnyone } from './queries';

/** Longest token the page reads (a static-embedding token is a few hundred characters). */
const MAX_TOKEN_LENGTH = 4096;

/** Checks a token; the page's content and status (401 refused token, 403 no such assigned report). */
async function contentOf(
  ctx: AppContext,
  type: VisualizationType,
  token: string,
): Promise<{ status: number; content: EmbedPageContent }> {
  if (token.length > MAX_TOKEN_LENGTH) return { status: 401, content: { kind: 'invalid' } };
  const verdict = verifyEmbedToken({
    token,
    secret: ctx.config.embeddingSecretKey,
    type,
    nowMs: Date.now(),
  });
  if (!verdict.ok) return { status: 401, content: { kind: verdict.reason } };
  const customerId = verdict.params[CUSTOMER_PARAM];
  const report =
    typeof customerId === 'number' && Number.isInteger(customerId) && customerId > 0
      ? await assignedToAnyone(ctx.db, { customerId, type, id: verdict.id })
      : undefined;
  if (!report) return { status: 403, content: { kind: 'invalid' } };
  return { status: 200, content: { kind: 'report', title: report.name } };
}

/** Registers `/embed/dashboard/:token` and `/embed/question/:token`. */
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
          summary: `The API's own embedded ${type} page for a Token_Metabase token`,
          params: Type.Object({ '*': Type.String() }),
        },
      },
      async (request, reply) => {
        const { status, content } = await contentOf(ctx, type, request.params['*']);
        const nonce = embedNonce();
        reply.removeHeader('X-Frame-Options');
        return reply
          .code(status)
          .header('Content-Security-Policy', embedCsp(nonce, ctx.config.corsOrigins))
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderEmbedPage(content, languageOf(request.headers['accept-language']), nonce));
      },
    );
  }
}
