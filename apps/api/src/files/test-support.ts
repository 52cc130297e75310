import { FUNCTIONALITIES } from '@atende/permissions';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAccessControl } from '../access/control';
import type { AppContext } from '../context';
import { ApiError, unauthorized } from '../http/errors';

/**
 * A minimal app for tests of this folder and of src/channel: the real access control, whose
 * `authenticate` accepts only `Authorization: Bearer good` (a caller with every functionality at 3),
 * and ApiErrors become `{ error, message, field }` as in the real app.
 */
export function buildTestApp(options: FastifyServerOptions = {}): FastifyInstance {
  // forceCloseConnections: a client that left a keep-alive socket busy must not hold up close().
  const app = Fastify({ logger: false, forceCloseConnections: true, ...options });
  app.decorate('authenticate', async (request) => {
    if (request.headers.authorization !== 'Bearer good') throw unauthorized();
    request.authUser = { userId: 1, login: 'tester', functionId: 1 };
    request.callerEntries = FUNCTIONALITIES.map((name) => ({
      functionality_Name: name,
      functionality_Level: 3,
    }));
  });
  registerAccessControl(app, {} as AppContext);
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .send({ error: error.code, message: error.message, field: error.field });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply
      .code(status)
      .send({ error: status >= 500 ? 'internal' : 'bad_request', message: String(error) });
  });
  return app;
}
