#!/usr/bin/env node
// atende-serve: serves a production build. Usage:
//   atende-serve --dir dist --port 3000 [--host 127.0.0.1] [--config path/to/config.json]
//                [--cors http://localhost:3000,http://127.0.0.1:3000] [--no-spa]
// --cors: the origins (comma separated) allowed to fetch the files cross-origin: a remote lists the
// shell's origins. Never `*`.
// Environment (wins over the flags): PORT, HOST, ATENDE_CONFIG_FILE (the deploy-time config.json),
// ATENDE_CORS_ORIGINS (the --cors list).
const path = require('node:path');
const { startStaticServer } = require('./staticServer.cjs');

/**
 * @param {string[]} argv
 * @returns {Record<string, string | boolean>}
 */
function parseArgs(argv) {
  /** @type {Record<string, string | boolean>} */
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const key = arg.slice(2);
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      args[key] = next;
      i += 1;
    } else {
      args[key] = true;
    }
  }
  return args;
}

const args = parseArgs(process.argv.slice(2));
const dir = path.resolve(String(args.dir ?? 'dist'));
const port = Number(process.env.PORT ?? args.port ?? 3000);
const host = process.env.HOST ?? (typeof args.host === 'string' ? args.host : '127.0.0.1');
const configArg =
  process.env.ATENDE_CONFIG_FILE ?? (typeof args.config === 'string' ? args.config : undefined);
const configFile = configArg ? path.resolve(configArg) : undefined;

const corsArg = process.env.ATENDE_CORS_ORIGINS || args.cors;
if (corsArg === true) {
  console.error(
    'atende-serve: --cors needs the allowed origins, e.g. --cors http://localhost:3000,http://127.0.0.1:3000',
  );
  process.exit(2);
}
const corsOrigins = typeof corsArg === 'string' ? corsArg.split(',') : [];

Promise.resolve()
  .then(() =>
    startStaticServer({
      dir,
      port,
      host,
      configFile,
      corsOrigins,
      spa: args['no-spa'] !== true,
    }),
  )
  .then((server) => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    console.log(
      `atende-serve: ${dir} on http://${host}:${actualPort}${configFile ? ` (config.json from ${configFile})` : ''}${corsOrigins.length ? ` (CORS: ${corsOrigins.join(', ')})` : ''}`,
    );
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error) => {
    console.error(`atende-serve: cannot start on ${host}:${port}:`, error.message);
    process.exit(1);
  });
