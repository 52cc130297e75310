import type { FlowExportRow, FlowUpdateBody } from '../entities/flows';
import { FLOW_LIMITS } from './constants';

/** Why an imported flow file was refused (each has a text under `common:flowImport.<code>`). */
export const FLOW_IMPORT_ERROR_CODES = Object.freeze([
  'empty',
  'tooLarge',
  'controlCharacters',
  'notJson',
  'forbiddenKey',
  'wrongShape',
  'badNumber',
  'textTooLong',
  'tooManySteps',
  'tooManyReplies',
  'noExitRow',
  'noStartRow',
] as const);

/** One of `FLOW_IMPORT_ERROR_CODES`. */
export type FlowImportErrorCode = (typeof FLOW_IMPORT_ERROR_CODES)[number];

/** An import error: its code and what it concerns (`row 3: pos_X`, a key, a size). */
export interface FlowImportError {
  readonly code: FlowImportErrorCode;
  readonly detail: string;
}

/** The answer of `parseFlowImport`. */
export type FlowImportResult =
  | { readonly ok: true; readonly body: FlowUpdateBody }
  | { readonly ok: false; readonly error: FlowImportError };

/** Thrown inside the import reader, turned into a `FlowImportError` at its entry. */
export class FlowImportFailure extends Error {
  constructor(
    readonly code: FlowImportErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/** Control characters other than tab, line feed and carriage return (the API's `NO_CONTROL_CHARACTERS`). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The UTF-8 size of a text, without encoding it when it is clearly small or clearly large. */
function utf8Bytes(text: string): number {
  if (text.length * 3 <= FLOW_LIMITS.maxImportBytes) return 0;
  return new TextEncoder().encode(text).length;
}

/** Parses the file's JSON, refusing sizes, control characters and prototype keys on the way. */
export function readImportJson(text: string): unknown {
  if (typeof text !== 'string') throw new FlowImportFailure('wrongShape', 'file');
  if (text.trim() === '') throw new FlowImportFailure('empty', 'file');
  const bytes = utf8Bytes(text);
  if (bytes > FLOW_LIMITS.maxImportBytes) throw new FlowImportFailure('tooLarge', String(bytes));
  const raw = CONTROL_CHARACTER.exec(text);
  if (raw) throw new FlowImportFailure('controlCharacters', `position ${raw.index}`);
  try {
    return JSON.parse(text, (key: string, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new FlowImportFailure('forbiddenKey', key);
      if (typeof value === 'string' && CONTROL_CHARACTER.test(value)) {
        throw new FlowImportFailure('controlCharacters', key || 'value');
      }
      return value;
    });
  } catch (error) {
    if (error instanceof FlowImportFailure) throw error;
    throw new FlowImportFailure('notJson', error instanceof Error ? error.message : 'JSON');
  }
}

type RowKey = keyof FlowExportRow;

/** Typed reads of one row's fields, naming the row and field in every failure. */
export class RowReader {
  constructor(
    private readonly row: Readonly<Record<string, unknown>>,
    private readonly index: number,
  ) {}

  /** Whether the row has the field (and it is not null). */
  has(key: RowKey): boolean {
    return this.row[key] !== undefined && this.row[key] !== null;
  }

  private where(key: RowKey): string {
    return `row ${this.index + 1}: ${key}`;
  }

  /** An integer within bounds; `fallback` when absent (absent and no fallback: wrong shape). */
  integer(key: RowKey, min: number, max: number, fallback?: number): number {
    const value = this.row[key];
    if (value === undefined || value === null) {
      if (fallback === undefined) throw new FlowImportFailure('wrongShape', this.where(key));
      return fallback;
    }
    if (typeof value !== 'number') throw new FlowImportFailure('wrongShape', this.where(key));
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new FlowImportFailure('badNumber', this.where(key));
    }
    return value;
  }

  /** A finite coordinate within `FLOW_LIMITS.maxPosition`, rounded; undefined when absent. */
  position(key: 'pos_X' | 'pos_Y'): number | undefined {
    const value = this.row[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number') throw new FlowImportFailure('wrongShape', this.where(key));
    if (!Number.isFinite(value) || Math.abs(value) > FLOW_LIMITS.maxPosition) {
      throw new FlowImportFailure('badNumber', this.where(key));
    }
    return Math.round(value);
  }

  /** A text of at most `maxLength` UTF-16 units; `fallback` when absent. */
  text(key: RowKey, maxLength: number, fallback = ''): string {
    const value = this.row[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'string') throw new FlowImportFailure('wrongShape', this.where(key));
    if (value.length > maxLength) throw new FlowImportFailure('textTooLong', this.where(key));
    return value;
  }
}

/** The file's rows: a list of plain objects, at most one per reply of the largest flow. */
export function importRows(parsed: unknown): RowReader[] {
  if (!Array.isArray(parsed)) throw new FlowImportFailure('wrongShape', 'file');
  const maxRows = 1 + FLOW_LIMITS.maxSteps * FLOW_LIMITS.maxRepliesPerStep;
  if (parsed.length > maxRows) throw new FlowImportFailure('tooManySteps', String(parsed.length));
  return parsed.map((row: unknown, index) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw new FlowImportFailure('wrongShape', `row ${index + 1}`);
    }
    return new RowReader(row as Record<string, unknown>, index);
  });
}
