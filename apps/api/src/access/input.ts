import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

/**
 * One field of a validated input (query or body) read by its name, as the access declarations and
 * the object rules name them; undefined when the input is not an object or lacks it. Route handlers
 * never need this: their `request.query` and `request.body` are typed by their schemas.
 */
export function fieldOf(source: unknown, field: string): unknown {
  if (typeof source !== 'object' || source === null) return undefined;
  const value: unknown = Reflect.get(source, field);
  return value;
}

/**
 * A numeric id an object rule reads from the validated query, else from the body. The route's
 * schema requires it; a rule placed on a route whose schema lacks it fails loudly (500).
 */
export function idFieldOf(request: FastifyRequest, field: string): number {
  const value = fieldOf(request.query, field) ?? fieldOf(request.body, field);
  if (typeof value !== 'number') throw new Error(`access rule: field ${field} is not validated`);
  return value;
}

/** True when the route validated its body with this very schema (so the body is its `Static`). */
function validatedBy<T extends TSchema>(
  request: FastifyRequest,
  schema: T,
  body: unknown,
): body is Static<T> {
  return body !== undefined && request.routeOptions.schema?.body === schema;
}

/**
 * The body of a request, typed by `schema`, for an object rule that reads a whole body: the route
 * must have validated its body with that very schema object, or this throws (a rule on the wrong
 * route).
 */
export function bodyValidatedBy<T extends TSchema>(request: FastifyRequest, schema: T): Static<T> {
  const body = request.body;
  if (!validatedBy(request, schema, body)) {
    throw new Error(
      `access rule: the body of ${request.routeOptions.url} is not validated by its schema`,
    );
  }
  return body;
}
