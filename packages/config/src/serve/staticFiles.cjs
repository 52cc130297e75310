// The static server's files: content types, which are content-hashed or compressible, and finding
// a request's file inside the build folder.
const fs = require('node:fs');
const path = require('node:path');

/**
 * Content type by file ending.
 * @type {Readonly<Record<string, string>>}
 */
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

/** Content types worth gzipping. */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
/** webpack's `[contenthash:8]` names: `main.1a2b3c4d.js`. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * True when the client takes gzip.
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
 * True for an existing regular file.
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

module.exports = { CONTENT_TYPES, COMPRESSIBLE, HASHED, acceptsGzip, resolveInside, isFile };
