import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
import { formatForMimeType } from './formats';
import type { ByteRange, FileStore } from './types';

/**
 * Parses a single `Range: bytes=...` header against a file size. Returns null to serve the whole
 * file (no header, a malformed one or several ranges), 'unsatisfiable' for a range past the end.
 */
function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** `attachment; filename="ascii"; filename*=UTF-8''encoded` for a stored name. */
function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Answers a stored file (or the asked byte range of it) by its key and name. */
export async function serveFile(
  store: FileStore,
  { key, name }: { key: string; name: string },
  rangeHeader: string | undefined,
  reply: FastifyReply,
) {
  const info = await store.info(key);
  if (!info || info.fileName !== name) throw notFound('No such file.');

  const category = formatForMimeType(info.mimeType)?.category ?? 'document';
  reply
    .header('Content-Type', info.mimeType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', 'sandbox')
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('Accept-Ranges', 'bytes')
    .header(
      'Content-Disposition',
      category === 'document' ? attachmentDisposition(info.fileName) : 'inline',
    );

  const range = parseRange(rangeHeader, info.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
  }
  const opened = await store.open(key, range ?? undefined);
  if (!opened) throw notFound('No such file.');
  if (range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('Content-Length', String(range.end - range.start + 1));
  } else {
    reply.header('Content-Length', String(info.size));
  }
  return reply.send(opened.stream);
}
