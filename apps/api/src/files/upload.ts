import type { FastifyError } from 'fastify';
import { ApiError, badRequest } from '../http/errors';
import { NO_CONTROL_CHARACTERS } from '../http/schemas';
import { payloadTooLarge } from './validate';

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

/** A 1x1 PNG, base64: the example upload of the OpenAPI document (and the route matrix). */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** The upload route's schema (OpenAPI and validation). */
export const uploadSchema = {
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
