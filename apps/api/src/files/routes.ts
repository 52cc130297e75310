import type { UploadAnswer } from '@atende/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyReply } from 'fastify';
import type { ApiConfig } from '../config';
import { ApiError, badRequest, notFound } from '../http/errors';
import { NO_CONTROL_CHARACTERS } from '../http/schemas';
import { ACCEPTED_FILE_ENDINGS } from '@atende/contract';
import { UploadLimitsSchema } from '@atende/contract/schemas';
import { formatForMimeType } from './formats';
import type { ByteRange, FileStore } from './types';
import { payloadTooLarge, validateUpload } from './validate';
import { AGENT_WORK, authenticated, opens, publicRoute } from '../access/declare';

/** What `filesPlugin` needs. */
export interface FileRoutesOptions {
  store: FileStore;
  config: Pick<ApiConfig, 'fileBase' | 'maxUploadBytes'>;
}

/** Body limit for a JSON body carrying `maxUploadBytes` as base64, plus room for the other fields. */
export function base64BodyLimit(maxUploadBytes: number): number {
  return Math.ceil(maxUploadBytes / 3) * 4 + 64 * 1024;
}

/**
 * Turns body-parsing failures of an upload route into ApiErrors naming a field, then hands them on
 * to the application's error handler (an error thrown in a route error handler reaches the parent).
 */
export function uploadErrorHandler(error: FastifyError): never {
  if (error instanceof ApiError) throw error;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    throw payloadTooLarge('file', 'The upload is larger than the accepted size.');
  }
  if (error.validation) {
    const first = error.validation[0];
    const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
    const field = missing ?? (first?.instancePath.replace(/^\//, '') || 'body');
    throw badRequest(field, `${field} ${first?.message ?? 'is invalid'}.`);
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    throw badRequest('body', error.message);
  }
  throw error;
}

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

/** A 1x1 PNG, base64: the example upload of the OpenAPI document (and the route matrix). */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const uploadSchema = {
  summary: 'Upload an attachment',
  description:
    'Stores a file sent as base64 (jpeg, jpg, png, mp3, ogg, mp4, pdf, doc, docx) and answers its public address.',
  tags: ['files'],
  body: {
    type: 'object',
    required: ['file', 'format', 'file_name'],
    properties: {
      file: {
        type: 'string',
        description: 'The file, base64 encoded.',
        examples: [ONE_PIXEL_PNG],
      },
      format: {
        type: 'string',
        maxLength: 255,
        pattern: NO_CONTROL_CHARACTERS,
        description: 'File ending (png) or content type (image/png).',
        examples: ['png'],
      },
      file_name: {
        type: 'string',
        maxLength: 1024,
        pattern: NO_CONTROL_CHARACTERS,
        examples: ['pixel.png'],
      },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['url', 'file_Name', 'format'],
      properties: {
        url: { type: 'string' },
        file_Name: { type: 'string' },
        format: { type: 'string' },
      },
    },
  },
} as const;

/**
 * The file service, as a plugin typed by its schemas: `POST {fileBase}/hornitos/` (bearer token)
 * stores an upload and answers `{ url, file_Name, format }`; `GET {fileBase}/hornitos/:key/:name`
 * serves it publicly (the random key is the capability: media tags cannot send a token), with Range
 * support.
 */
export const filesPlugin: FastifyPluginAsyncTypebox<FileRoutesOptions> = async (app, options) => {
  const { store, config } = options;
  const prefix = `${config.fileBase}/hornitos`;

  app.post(
    `${prefix}/`,
    {
      config: authenticated({
        customer: null,
        level: [AGENT_WORK, opens('files'), opens('templates')],
      }),
      bodyLimit: base64BodyLimit(config.maxUploadBytes),
      attachValidation: true,
      schema: uploadSchema,
      errorHandler: uploadErrorHandler,
    },
    async (request): Promise<UploadAnswer> => {
      if (request.validationError) uploadErrorHandler(request.validationError as FastifyError);
      const upload = validateUpload(request.body, config.maxUploadBytes);
      const saved = await store.save({
        data: upload.data,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        originalName: upload.originalName,
      });
      return { url: saved.url, file_Name: saved.fileName, format: upload.ending };
    },
  );

  app.get(
    `${prefix}/limits`,
    {
      config: authenticated({
        customer: null,
        level: [AGENT_WORK, opens('files'), opens('templates')],
      }),
      schema: {
        summary: 'The upload limits in force: the largest file and the accepted endings',
        tags: ['files'],
        response: { 200: UploadLimitsSchema },
      },
    },
    // The deployment's MAX_UPLOAD_BYTES reaches the client here instead of being written twice.
    async () => ({ max_Bytes: config.maxUploadBytes, endings: [...ACCEPTED_FILE_ENDINGS] }),
  );

  app.get(
    `${prefix}/:key/:name`,
    {
      config: publicRoute(
        'the random key in the address is the capability: media tags send no token',
      ),
      schema: {
        summary: 'Download a stored file',
        tags: ['files'],
        params: Type.Object({ key: Type.String(), name: Type.String() }),
      },
    },
    (request, reply) => serveFile(store, request.params, request.headers.range, reply),
  );
};

/** Answers a stored file (or the asked byte range of it) by its key and name. */
async function serveFile(
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
