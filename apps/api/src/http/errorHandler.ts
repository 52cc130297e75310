import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { NO_CONTROL_CHARACTERS } from './schemas';

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/**
 * Names the field a schema validation error is about (`Customer_Id`, `file`, ...). A query string is
 * flat: an item of a repeated parameter (`att_Group=1&att_Group=x`) is named by the parameter.
 */
function fieldOf(issue: ValidationIssue, where: string | undefined): string {
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  const extra = issue.params?.additionalProperty;
  if (typeof extra === 'string') return extra;
  const parts = (issue.instancePath ?? '').split('/').filter(Boolean);
  if (where === 'querystring' && parts.length) return parts[0]!;
  return parts.join('.') || 'body';
}

/** Turns every error into `{ error, message, field? }` with the right status; never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({
        error: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...error.details,
      });
    }
    const validation = (error as FastifyError).validation as ValidationIssue[] | undefined;
    if (validation && validation.length > 0) {
      const issue = validation[0]!;
      const context = (error as FastifyError).validationContext;
      const field = fieldOf(issue, context);
      const where = context ?? 'request';
      const what =
        issue.keyword === 'pattern' && issue.params?.pattern === NO_CONTROL_CHARACTERS
          ? 'must not contain control characters'
          : (issue.message ?? 'is invalid');
      return reply.status(400).send({
        error: 'bad_request',
        message: `${where} field "${field}" ${what}`,
        field,
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) {
      return reply
        .status(413)
        .send({ error: 'payload_too_large', message: 'The request body is too large.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: 'Internal server error.' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: 'not_found',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
