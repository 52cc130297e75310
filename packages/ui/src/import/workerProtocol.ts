import type { ImportErrorCode } from './importFailure';
import type { ImportProgress } from './parseSpreadsheet';

/** Page → worker: the file's bytes (transferred) and the row limit. */
export interface WorkerRequest {
  buffer: ArrayBuffer;
  maxRows: number;
}

/** Worker → page. */
export type WorkerReply =
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'done'; rows: string[][] }
  | { type: 'error'; code: ImportErrorCode; max?: number };
