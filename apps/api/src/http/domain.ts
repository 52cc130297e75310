import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context';

/** What every domain plugin is registered with. */
export interface DomainOptions {
  ctx: AppContext;
}

/**
 * One domain of the API (session, attendance, catalog, admin, audit, dashboard, hsm): an
 * encapsulated Fastify plugin typed by the TypeBox provider, so each handler's `request.query`,
 * `request.body` and `request.params` are the `Static` of its route schema (no casts), and
 * `request.caller` is the user the access hook authenticated (ADR 0021).
 */
export type DomainPlugin = FastifyPluginAsyncTypebox<DomainOptions>;

/** The instance a domain plugin receives: its routes are typed by their schemas. */
export type TypedApp = Parameters<DomainPlugin>[0];
