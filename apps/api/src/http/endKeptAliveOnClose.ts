import type { FastifyInstance } from 'fastify';

/**
 * Makes `app.close()` end a keep-alive connection whose answer finishes after closing began.
 *
 * Node's `server.close()` closes the connections that are idle at that moment; one still sending
 * an answer (a file streaming out, say) becomes idle a moment later and would then hold the close
 * for the whole keep-alive timeout (72 s in Fastify). Once closing, each finished answer ends its
 * socket, so a stopping instance is gone as soon as its last answer is out.
 */
export function endKeptAliveOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });
}
