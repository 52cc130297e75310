// The static server's files: content types, which are content-hashed or compressible, and finding
// a request's file inside the build folder.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

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
 * The build's precompressed copy of `file` the client takes (`<file>.br` for brotli, else
 * `<file>.gz`, written by the build preset's PrecompressPlugin), or null.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} file
 * @returns {{ file: string, encoding: 'br' | 'gzip' } | null}
 */
function precompressedFile(req, file) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted) && isFile(`${file}.br`))
    return { file: `${file}.br`, encoding: 'br' };
  if (/\bgzip\b/.test(accepted) && isFile(`${file}.gz`))
    return { file: `${file}.gz`, encoding: 'gzip' };
  return null;
}

/**
 * The body to send for `file` and its Content-Encoding: the build's precompressed copy the client
 * takes (ADR 0029), else gzip on the fly for a compressible file over 1 kB, else the file as it is.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} file
 * @param {string} type The file's content type.
 * @returns {{ body: Buffer, encoding: 'br' | 'gzip' | null }}
 */
function encodedBody(req, file, type) {
  const prepared = COMPRESSIBLE.test(type) ? precompressedFile(req, file) : null;
  if (prepared) return { body: fs.readFileSync(prepared.file), encoding: prepared.encoding };
  const body = fs.readFileSync(file);
  if (COMPRESSIBLE.test(type) && body.length > 1024 && acceptsGzip(req))
    return { body: zlib.gzipSync(body), encoding: 'gzip' };
  return { body, encoding: null };
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

module.exports = { CONTENT_TYPES, HASHED, encodedBody, resolveInside, isFile };
