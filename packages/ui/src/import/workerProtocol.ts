import type { ImportErrorCode } from './importFailure';
import type { ImportProgress } from './parseSpreadsheet';

/** Page → worker: the file's bytes (transferred), the row limit and the reading options. */
export interface WorkerRequest {
  buffer: ArrayBuffer;
  maxRows: number;
  separator?: ';' | ',';
  keepEmptyRows?: boolean;
  /** Rows per `rows` reply (each reply is copied to the page in a task of its own); 0 = all in `done`. */
  chunkRows?: number;
}

/** Worker → page. */
export type WorkerReply =
  | { type: 'progress'; progress: ImportProgress }
  /** The next rows, in order (before `done`). */
  | { type: 'rows'; rows: string[][] }
  /** The last rows (all of them without `chunkRows`). */
  | { type: 'done'; rows: string[][] }
  | { type: 'error'; code: ImportErrorCode; max?: number };
