import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { endKeptAliveOnClose } from './endKeptAliveOnClose';

describe('endKeptAliveOnClose', () => {
  it('close() ends a kept-alive connection whose answer finished after closing began', async () => {
    const app = Fastify({ logger: false });
    endKeptAliveOnClose(app);
    let finishAnswer: () => void = () => undefined;
    const lastChunkSent = new Promise<void>((resolve) => (finishAnswer = resolve));
    // Like a file streamed out: the client has every byte (Content-Length) before the server's
    // stream reports its end.
    app.get('/file', async (_request, reply) => {
      const body = new Readable({ read() {} });
      body.push('ok');
      void lastChunkSent.then(() => body.push(null));
      return reply.header('content-type', 'text/plain').header('content-length', '2').send(body);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/file`);
    expect(await response.text()).toBe('ok');

    const closed = app.close();
    finishAnswer();
    // Without the hook the kept-alive socket holds close() for Fastify's 72 s keep-alive timeout,
    // well past this test's timeout.
    await closed;
    expect(app.server.listening).toBe(false);
  });
});
