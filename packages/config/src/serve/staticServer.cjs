// A small static server for a production build: SPA fallback to index.html, config.json from the build
// or from a deploy-time file, no-cache on everything that is not content-hashed, gzip, optional CORS
// (remotes are fetched cross-origin by the shell).
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');

/** @type {Readonly<Record<string, string>>} */
const CONTENT_TYPES = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
});

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
/** webpack's `[contenthash:8]` names: `main.1a2b3c4d.js`. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * @typedef {object} StaticServerOptions Options of `startStaticServer`.
 * @property {string} dir The build folder (index.html, assets, config.json).
 * @property {number} port Port to listen on (0: any free port).
 * @property {string} [host] Interface; default `127.0.0.1`.
 * @property {string} [configFile] Serve `/config.json` from this file instead of the build's copy (read
 *   on every request: editing it needs no restart).
 * @property {boolean} [cors] Send `Access-Control-Allow-Origin: *` (remotes: the shell loads them cross-origin).
 * @property {boolean} [spa] Answer unknown page paths with index.html; default true.
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {boolean}
 */
function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * Resolves a URL path inside `root`, or null when it escapes it or is malformed.
 * @param {string} root
 * @param {string} urlPath
 * @returns {string | null}
 */
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const absolute = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return absolute === root || absolute.startsWith(`${root}${path.sep}`) ? absolute : null;
}

/**
 * @param {string} file
 * @returns {boolean}
 */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Starts the server; resolves once it listens. The returned server's `address()` gives the port.
 * @param {StaticServerOptions} options
 * @returns {Promise<import('node:http').Server>}
 */
function startStaticServer(options) {
  const root = path.resolve(options.dir);
  const spa = options.spa ?? true;

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} file
   * @param {string} cacheControl
   */
  function sendFile(req, res, file, cacheControl) {
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    /** @type {Record<string, string | number>} */
    const headers = {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (options.cors) headers['Access-Control-Allow-Origin'] = '*';
    if (COMPRESSIBLE.test(type) && body.length > 1024 && acceptsGzip(req)) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {string} text
   */
  function sendText(res, status, text) {
    /** @type {Record<string, string>} */
    const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' };
    if (options.cors) headers['Access-Control-Allow-Origin'] = '*';
    res.writeHead(status, headers);
    res.end(text);
  }

  const server = http.createServer((req, res) => {
    try {
      if (req.method === 'OPTIONS' && options.cors) {
        res.writeHead(204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendText(res, 405, 'Method not allowed');
        return;
      }
      const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (urlPath === '/config.json' && options.configFile) {
        if (isFile(options.configFile)) sendFile(req, res, options.configFile, 'no-cache');
        else sendText(res, 404, 'config.json not found');
        return;
      }
      const file = resolveInside(root, urlPath);
      if (file === null) {
        sendText(res, 400, 'Bad path');
        return;
      }
      if (isFile(file)) {
        const hashed = HASHED.test(path.basename(file));
        sendFile(req, res, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        return;
      }
      const index = path.join(root, 'index.html');
      // Page paths (no file extension) fall back to the app; a missing asset is a real 404.
      if (spa && path.extname(urlPath) === '' && isFile(index)) {
        sendFile(req, res, index, 'no-cache');
        return;
      }
      sendText(res, 404, 'Not found');
    } catch (error) {
      console.error('atende-serve: request failed', error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

module.exports = { startStaticServer };
