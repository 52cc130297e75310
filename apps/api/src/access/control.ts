import type { FunctionalityEntry } from '@atende/permissions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { requireMember } from '../auth/access';
import type { AppContext } from '../context';
import type { AuthUser } from '../auth/types';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import { functionalityEntries } from '../session/levels';
import { fieldOf } from './input';
import { meetsLevel } from './levels';
import type { AuthenticatedAccess, RouteAccess } from './types';

/** One row of the server's own route table: what the route-matrix test walks. */
export interface RouteRecord {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's schema (querystring / body / params), as registered. */
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the access control, with its declared access. */
    routeTable: RouteRecord[];
  }
  interface FastifyRequest {
    /** The caller's functionality entries, loaded once per request when a rule needs them. */
    callerEntries?: readonly FunctionalityEntry[];
    /**
     * Who is calling, as the access hook authenticated them: set on every authenticated route before
     * its handler runs. Reading it where no token was checked (a public route) throws 401.
     */
    readonly caller: AuthUser;
  }
}

/** Throws at registration when a route's declaration is missing or does not match its schema. */
function checkDeclaration(route: RouteOptions): RouteAccess {
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  const where = `${methods} ${route.url}`;
  const access = route.config?.access;
  if (!access) {
    throw new Error(
      `Route ${where} declares no access: add config.access (public with a reason, or authenticated with customer, level and object rule).`,
    );
  }
  if (access.kind === 'public') {
    if (!access.why.trim())
      throw new Error(`Public route ${where} must say why it needs no token.`);
    return access;
  }
  if (access.customer) {
    const part = access.customer.in === 'query' ? route.schema?.querystring : route.schema?.body;
    const required = (part as { required?: string[] } | undefined)?.required ?? [];
    if (!required.includes(access.customer.field)) {
      throw new Error(
        `Route ${where} names its customer in ${access.customer.in} field "${access.customer.field}", which its schema does not require.`,
      );
    }
  }
  if (!route.schema)
    throw new Error(`Route ${where} has no schema: every input must be validated.`);
  return access;
}

/** Loads (once per request) the caller's functionality entries. */
export async function callerEntries(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<readonly FunctionalityEntry[]> {
  if (!request.callerEntries) {
    request.callerEntries = await functionalityEntries(ctx.db, request.caller.userId);
  }
  return request.callerEntries;
}

function customerIdOf(request: FastifyRequest, access: AuthenticatedAccess): number | null {
  if (!access.customer) return null;
  const source = access.customer.in === 'query' ? request.query : request.body;
  const value = fieldOf(source, access.customer.field);
  // The schema already requires a positive integer; this guards a schema that forgot to.
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw badRequest(access.customer.field, `${access.customer.field} must be a positive id.`);
  }
  return value;
}

/**
 * Ajv coerces the query text `Infinity` (or `1e309`) to a number that passes `integer` and `maximum`
 * checks; no route may ever see one. Walks the validated query and body (top level and one level of
 * arrays) and answers 400 naming the field.
 */
function refuseNonFiniteNumbers(request: FastifyRequest): void {
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [field, value] of Object.entries(source)) {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) {
        throw badRequest(field, `${field} must be a finite number.`);
      }
    }
  }
}

/**
 * The one place access is enforced. Every route registered afterwards must declare `config.access`
 * (the server refuses to start otherwise). For authenticated routes:
 * - onRequest (before the body is read or validated): the bearer token and the session state, so an
 *   anonymous caller gets 401 and never a field name;
 * - preHandler (after validation): the customer the route names (403 unless the caller works for it),
 *   the functionality level (from `@atende/permissions`), then the object rule.
 */
export function registerAccessControl(app: FastifyInstance, ctx: AppContext): void {
  const table: RouteRecord[] = [];
  app.decorate('routeTable', table);
  // The typed caller of every handler: the slot `app.authenticate` fills, or 401 when nothing did.
  app.decorateRequest('caller', {
    getter(this: FastifyRequest): AuthUser {
      if (!this.authUser) throw unauthorized();
      return this.authUser;
    },
  });

  app.addHook('onRoute', (route) => {
    const access = checkDeclaration(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET; it shares the GET's options and handler.
      if (method === 'HEAD' && route.url && table.some((r) => r.url === route.url)) continue;
      table.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access.kind !== 'authenticated') return;
    await app.authenticate(request, { allowExpiredPassword: access.allowExpiredPassword === true });
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    refuseNonFiniteNumbers(request);
    if (access.kind !== 'authenticated') return;
    const caller = request.authUser;
    if (!caller) throw new Error('access: authenticated route reached preHandler without a caller');
    const customerId = customerIdOf(request, access);
    if (customerId !== null) await requireMember(ctx.db, caller.userId, customerId);
    if (access.level) {
      const rules = Array.isArray(access.level) ? access.level : [access.level];
      const entries = await callerEntries(ctx, request);
      if (!rules.some((rule) => meetsLevel(entries, rule))) {
        throw forbidden('Your access level does not allow this.');
      }
    }
    if (access.object) await access.object.check({ ctx, request, caller, customerId });
  });
}
