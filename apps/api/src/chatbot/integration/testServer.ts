// A local HTTP server for the integration caller's tests: counts and records what reaches it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface TestServer {
  port: number;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  requests: SeenRequest[];
  /** Answers from now on (the request and its response). */
  handle(handler: (seen: SeenRequest, res: http.ServerResponse) => void): void;
  /** Bytes written by the endless handler before the client dropped the connection. */
  closedAfter?: number;
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 and a random port; by default it answers `{"ok":true}`. */
export async function startTestServer(): Promise<TestServer> {
  let handler = (_seen: SeenRequest, res: http.ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  };
  const requests: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      handler(seen, res);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => void (handler = next),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A handler that writes a body forever (1 kB chunks) until the client goes away. */
export function endlessBody(target: TestServer) {
  return (_seen: SeenRequest, res: http.ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = Buffer.alloc(1024, 'a');
    let written = 0;
    const pump = () => {
      while (!res.destroyed && res.write(chunk)) written += chunk.length;
      if (!res.destroyed) res.once('drain', pump);
    };
    res.on('close', () => {
      target.closedAfter = written;
    });
    pump();
  };
}
