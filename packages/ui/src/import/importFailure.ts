// The import failure, in a module of its own with no import: the Web Worker bundles it, and a worker
// must not reach a federation-shared module (the worker has no share scope).

/** Why a spreadsheet could not be imported. */
export type ImportErrorCode =
  | 'empty'
  | 'too_large'
  | 'too_many_rows'
  | 'timeout'
  | 'malformed'
  | 'binary'
  | 'aborted'
  | 'failed';

/** A failed import; `max` is the limit that was passed (bytes for `too_large`, rows for `too_many_rows`). */
export class ImportError extends Error {
  constructor(
    readonly code: ImportErrorCode,
    readonly max?: number,
  ) {
    super(`Spreadsheet import failed: ${code}`);
    this.name = 'ImportError';
  }
}
