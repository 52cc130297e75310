// A small static server for a production build: SPA fallback to index.html, config.json from the build
// or from a deploy-time file, no-cache on everything that is not content-hashed, gzip, CORS for the
// listed origins only (remotes are fetched cross-origin by the shell), and security headers: a
// Content-Security-Policy built from the served config.json (scripts from this origin and the remotes
// it names, connections to the API, hub and file service it names), frame-ancestors 'none',
// X-Frame-Options DENY and Referrer-Policy no-referrer.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { contentSecurityPolicy, normaliseOrigins } = require('./securityPolicy.cjs');
const { CONTENT_TYPES, HASHED, encodedBody, isFile, resolveInside } = require('./staticFiles.cjs');

/**
 * @typedef {object} StaticServerOptions Options of `startStaticServer`.
 * @property {string} dir The build folder (index.html, assets, config.json).
 * @property {number} port Port to listen on (0: any free port).
 * @property {string} [host] Interface; default `127.0.0.1`.
 * @property {string} [configFile] Serve `/config.json` from this file instead of the build's copy (read
 *   on every request: editing it needs no restart).
 * @property {string[]} [corsOrigins] Origins allowed to fetch these files cross-origin (remotes: the shell's
 *   origins, e.g. `http://localhost:3000`); each gets `Access-Control-Allow-Origin: <its origin>`. Never `*`.
 * @property {boolean} [csp] Send the Content-Security-Policy built from config.json; default true.
 * @property {boolean} [spa] Answer unknown page paths with index.html; default true.
 */

/** Referrer policy of every answer: no address of the app leaks to other origins. */
const REFERRER_POLICY = 'no-referrer';

/**
 * Starts the server; resolves once it listens. The returned server's `address()` gives the port.
 * @param {StaticServerOptions} options
 * @returns {Promise<import('node:http').Server>}
 */
function startStaticServer(options) {
  const root = path.resolve(options.dir);
  const spa = options.spa ?? true;
  /** @type {Set<string>} */
  let corsOrigins;
  try {
    corsOrigins = new Set(normaliseOrigins(options.corsOrigins ?? []));
  } catch (error) {
    return Promise.reject(error);
  }
  const configPath = options.configFile ?? path.join(root, 'config.json');
  /** @type {{ key: string, policy: string } | null} */
  let cspCache = null;

  /** The policy for the config.json served now (re-read when the file changes). */
  function currentPolicy() {
    let key = 'none';
    try {
      const stat = fs.statSync(configPath);
      key = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      /* no config.json: this origin only */
    }
    if (cspCache?.key === key) return cspCache.policy;
    /** @type {Record<string, unknown> | null} */
    let config = null;
    if (key !== 'none') {
      try {
        config = JSON.parse(fs.readFileSync(configPath, 'utf8'));
      } catch {
        config = null;
      }
    }
    cspCache = { key, policy: contentSecurityPolicy(config) };
    return cspCache.policy;
  }

  /**
   * Headers every answer carries: security headers, and CORS for an allowed origin.
   * @param {import('node:http').IncomingMessage} req
   * @returns {Record<string, string>}
   */
  function commonHeaders(req) {
    /** @type {Record<string, string>} */
    const headers = {
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': REFERRER_POLICY,
    };
    if (options.csp !== false) headers['Content-Security-Policy'] = currentPolicy();
    if (corsOrigins.size > 0) {
      const origin = String(req.headers.origin ?? '');
      if (corsOrigins.has(origin)) headers['Access-Control-Allow-Origin'] = origin;
      headers.Vary = 'Origin';
    }
    return headers;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} file
   * @param {string} cacheControl
   */
  function sendFile(req, res, file, cacheControl) {
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const { body, encoding } = encodedBody(req, file, type);
    const common = commonHeaders(req);
    /** @type {Record<string, string | number>} */
    const headers = {
      ...common,
      'Content-Type': type,
      'Cache-Control': cacheControl,
      Vary: common.Vary ? `${common.Vary}, Accept-Encoding` : 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {string} text
   */
  function sendText(req, res, status, text) {
    res.writeHead(status, {
      ...commonHeaders(req),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end(text);
  }

  const server = http.createServer((req, res) => {
    try {
      if (req.method === 'OPTIONS' && corsOrigins.size > 0) {
        const headers = commonHeaders(req);
        if (headers['Access-Control-Allow-Origin']) {
          headers['Access-Control-Allow-Methods'] = 'GET, HEAD, OPTIONS';
          headers['Access-Control-Allow-Headers'] = String(
            req.headers['access-control-request-headers'] ?? '',
          );
          headers['Access-Control-Max-Age'] = '600';
        }
        res.writeHead(204, headers);
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendText(req, res, 405, 'Method not allowed');
        return;
      }
      const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (urlPath === '/config.json' && options.configFile) {
        if (isFile(options.configFile)) sendFile(req, res, options.configFile, 'no-cache');
        else sendText(req, res, 404, 'config.json not found');
        return;
      }
      const file = resolveInside(root, urlPath);
      if (file === null) {
        sendText(req, res, 400, 'Bad path');
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
      sendText(req, res, 404, 'Not found');
    } catch (error) {
      console.error('atende-serve: request failed', error);
      if (!res.headersSent) sendText(req, res, 500, 'Internal error');
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

module.exports = { startStaticServer, contentSecurityPolicy };
