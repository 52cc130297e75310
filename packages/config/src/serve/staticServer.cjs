// A small static server for a production build: SPA fallback to index.html, config.json from the build
// or from a deploy-time file, no-cache on everything that is not content-hashed, gzip, CORS for the
// listed origins only (remotes are fetched cross-origin by the shell), and security headers: a
// Content-Security-Policy built from the served config.json (scripts from this origin and the remotes
// it names, connections to the API, hub and file service it names), frame-ancestors 'none',
// X-Frame-Options DENY and Referrer-Policy no-referrer.
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
 * @property {string[]} [corsOrigins] Origins allowed to fetch these files cross-origin (remotes: the shell's
 *   origins, e.g. `http://localhost:3000`); each gets `Access-Control-Allow-Origin: <its origin>`. Never `*`.
 * @property {boolean} [csp] Send the Content-Security-Policy built from config.json; default true.
 * @property {boolean} [spa] Answer unknown page paths with index.html; default true.
 */

/** Referrer policy of every answer: no address of the app leaks to other origins. */
const REFERRER_POLICY = 'no-referrer';

/**
 * The origin of an absolute http(s)/ws(s) URL, or null (relative addresses are this origin: 'self').
 * @param {unknown} value
 * @returns {string | null}
 */
function originOf(value) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return /^(https?|wss?):$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The WebSocket origin matching an http(s) origin (the hub upgrades to it).
 * @param {string} origin
 * @returns {string}
 */
function webSocketOrigin(origin) {
  return origin.replace(/^http(s?):/, 'ws$1:');
}

/**
 * Checks and normalises allowed CORS origins (`scheme://host[:port]`, no `*`).
 * @param {readonly string[]} origins
 * @returns {string[]}
 */
function normaliseOrigins(origins) {
  return origins
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((o) => {
      if (o === '*') throw new Error('CORS: "*" is not allowed; list the shell origins.');
      if (originOf(o) !== o)
        throw new Error(`CORS: "${o}" is not an origin (scheme://host[:port]).`);
      return o;
    });
}

/**
 * The Content-Security-Policy of an app served with this config.json (the shell's deploy-time file
 * or a remote's own). Scripts, styles, fonts and images may come from this origin and from the remotes
 * it names; connections go to those, the API, integration and file service and the hub (also over
 * WebSocket); images and media also from the file service, `data:` and `blob:` (previews).
 * `style-src 'unsafe-inline'`: antd's cssinjs and style-loader inject `<style>` elements.
 * @param {Record<string, unknown> | null | undefined} config
 * @returns {string}
 */
function contentSecurityPolicy(config) {
  const cfg = config && typeof config === 'object' ? config : {};
  /** @type {Set<string>} */
  const remotes = new Set();
  const remoteMap = cfg.remotes;
  if (remoteMap && typeof remoteMap === 'object') {
    for (const value of Object.values(remoteMap)) {
      const origin = originOf(value);
      if (origin) remotes.add(origin);
    }
  }
  /** @type {Set<string>} */
  const files = new Set();
  const fileOrigin = originOf(cfg.fileServiceUrl);
  if (fileOrigin) files.add(fileOrigin);
  /** @type {Set<string>} */
  const connect = new Set([...remotes, ...files]);
  for (const [key, value] of Object.entries(cfg)) {
    if (key === 'remotes') continue;
    const origin = originOf(value);
    if (!origin) continue;
    connect.add(origin);
    if (key === 'hubUrl' && origin.startsWith('http')) connect.add(webSocketOrigin(origin));
  }
  /** @param {string[]} sources */
  const list = (...sources) => sources.filter(Boolean).join(' ');
  const remoteList = [...remotes];
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remoteList)}`,
    // Web Workers of this origin, and of blob: URLs, through which a remote starts a worker of its
    // own (a worker script must be same-origin: the flow designer's layout worker loads ELK, one of
    // its files, with importScripts from a blob, within script-src).
    "worker-src 'self' blob:",
    `style-src ${list("'self'", "'unsafe-inline'", ...remoteList)}`,
    `font-src ${list("'self'", 'data:', ...remoteList)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...remoteList, ...files)}`,
    `media-src ${list("'self'", 'data:', 'blob:', ...remoteList, ...files)}`,
    `connect-src ${list("'self'", ...connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

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
    let body = fs.readFileSync(file);
    const common = commonHeaders(req);
    /** @type {Record<string, string | number>} */
    const headers = {
      ...common,
      'Content-Type': type,
      'Cache-Control': cacheControl,
      Vary: common.Vary ? `${common.Vary}, Accept-Encoding` : 'Accept-Encoding',
    };
    if (COMPRESSIBLE.test(type) && body.length > 1024 && acceptsGzip(req)) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
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
