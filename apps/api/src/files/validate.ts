import { ApiError, badRequest } from '../http/errors';
import { endingOf, formatForEnding, resolveFormat, type FileFormat } from './formats';

/** Longest stored file name, in UTF-8 bytes (well under the 255-byte limit of common file systems). */
const MAX_FILE_NAME_BYTES = 150;

/** 415 naming the offending field. */
const unsupportedFile = (field: string, message: string) =>
  new ApiError(415, 'unsupported_file', message, field);

/** 413 naming the offending field. */
export const payloadTooLarge = (field: string, message: string) =>
  new ApiError(413, 'payload_too_large', message, field);

// Control characters, bidi overrides/isolates and characters file systems or headers dislike.
const UNSAFE_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*\\/]/g;

function truncateToBytes(text: string, maxBytes: number): string {
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch) > maxBytes) break;
    out += ch;
  }
  return out;
}

/**
 * A file name safe to store and to put in an address: no folders, no control or bidi characters,
 * no leading dots, at most MAX_FILE_NAME_BYTES bytes, the ending kept. Returns the base `file` when
 * nothing usable is left of the base name.
 */
export function sanitiseFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    .replace(UNSAFE_CHARS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const ending = endingOf(cleaned);
  const suffix = ending ? `.${truncateToBytes(ending, 16)}` : '';
  let base = ending ? cleaned.slice(0, cleaned.length - ending.length - 1) : cleaned;
  base = truncateToBytes(base, MAX_FILE_NAME_BYTES - Buffer.byteLength(suffix))
    .replace(/[.\s]+$/, '')
    .trim();
  return `${base || 'file'}${suffix}`;
}

/** Decoded size of canonical base64 text, without decoding it. */
function base64DecodedLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

// A flat character class (no groups): linear and safe on multi-megabyte input. Padding and
// canonical form are checked separately.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Strict base64: standard alphabet, padded, canonical (unused bits zero). Line breaks are
 * tolerated and a `data:<type>;base64,` prefix is removed. Refuses anything else with 400 on `field`,
 * and refuses a decoded size over `maxBytes` with 413 before decoding.
 */
export function decodeBase64Strict(input: string, field: string, maxBytes: number): Buffer {
  const text = input
    .replace(/^data:[\w.+-]+\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,/i, '')
    .replace(/\r?\n/g, '');
  if (text.length % 4 !== 0) throw badRequest(field, 'The file is not valid base64.');
  if (base64DecodedLength(text) > maxBytes) {
    throw payloadTooLarge(field, `The file is larger than the limit of ${maxBytes} bytes.`);
  }
  if (!BASE64.test(text)) throw badRequest(field, 'The file is not valid base64.');
  const data = Buffer.from(text, 'base64');
  if (data.toString('base64') !== text) throw badRequest(field, 'The file is not valid base64.');
  return data;
}

/** A checked upload, ready for `FileStore.save`. */
export interface ValidatedUpload {
  data: Buffer;
  fileName: string;
  originalName: string;
  mimeType: string;
  format: FileFormat;
  /** The ending of the stored name (e.g. jpeg when the uploader called it so). */
  ending: string;
}

function requireString(body: Record<string, unknown>, field: string, maxLength: number): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw badRequest(field, `${field} is required and must be a string.`);
  }
  if (value.length > maxLength) throw badRequest(field, `${field} is too long.`);
  return value;
}

/**
 * Checks an upload body: the format is one the agent screen renders or links, the file name's ending
 * matches it, the base64 is valid, the file is not empty nor over `maxBytes`, and its first bytes
 * match the format. Throws ApiError (400 bad_request, 413 payload_too_large, 415 unsupported_file)
 * naming `file`, `format` or `file_name`.
 */
export function validateUpload(body: unknown, maxBytes: number): ValidatedUpload {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('body', 'The body must be a JSON object with file, format and file_name.');
  }
  const b = body as Record<string, unknown>;
  const rawFormat = requireString(b, 'format', 255);
  const rawName = requireString(b, 'file_name', 1024);
  const rawFile = b.file;
  if (typeof rawFile !== 'string')
    throw badRequest('file', 'file is required and must be base64 text.');

  const format = resolveFormat(rawFormat);
  if (!format) {
    throw unsupportedFile(
      'format',
      `Files of format "${rawFormat.slice(0, 60)}" are not accepted.`,
    );
  }
  let fileName = sanitiseFileName(rawName);
  let ending = endingOf(fileName);
  if (!ending) {
    const named = formatForEnding(rawFormat);
    ending = named ? rawFormat.trim().toLowerCase().replace(/^\./, '') : format.ending;
    fileName = sanitiseFileName(`${fileName}.${ending}`);
  } else if (!format.endings.includes(ending)) {
    throw unsupportedFile(
      'file_name',
      formatForEnding(ending)
        ? `The file name ending .${ending} does not match the format ${format.ending}.`
        : `Files ending in .${ending.slice(0, 16)} are not accepted.`,
    );
  }

  const data = decodeBase64Strict(rawFile, 'file', maxBytes);
  if (data.length === 0) throw badRequest('file', 'The file is empty.');
  if (!format.sniff(data)) {
    throw unsupportedFile('file', `The file content is not a ${format.ending} file.`);
  }
  return { data, fileName, originalName: rawName, mimeType: format.mimeType, format, ending };
}
