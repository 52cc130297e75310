import { ImportError } from './importFailure';
import type { ImportProgress } from './parseSpreadsheet';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

/** The part of a `Worker` the import uses (a fake one in tests). */
export interface ImportWorkerLike {
  postMessage(message: WorkerRequest, transfer: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror?: ((event: MessageEvent) => void) | null;
}

/** Options of `importSpreadsheet`. */
export interface ImportOptions {
  /** Largest file accepted, in bytes (default 5 MiB). */
  maxBytes?: number;
  /** Most rows accepted, header included (default 50,000). */
  maxRows?: number;
  /** Time allowed to read the file; the worker is terminated after it (default 30 s). */
  timeoutMs?: number;
  /** CSV separator; default: `;` unless the first line has commas and no semicolon. */
  separator?: ';' | ',';
  /**
   * Keep the empty rows inside the file (as `[]`), so that a row's index + 1 is its line; the empty
   * rows at the end are dropped all the same (default false: every empty row is dropped).
   */
  keepEmptyRows?: boolean;
  /**
   * Rows per message from the worker (default 1,000): each message is copied into the page in a
   * task of its own, so a 100,000-row file never blocks the page for long; 0 sends them in one.
   */
  chunkRows?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** Cancels the import (the worker is terminated; the promise rejects with `aborted`). */
  signal?: AbortSignal;
  /** Starts the worker; tests pass a fake. Defaults to the bundled import worker. */
  createWorker?: () => ImportWorkerLike | Promise<ImportWorkerLike>;
}

/** Defaults of `importSpreadsheet`. */
export const IMPORT_DEFAULTS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 50_000,
  timeoutMs: 30_000,
  chunkRows: 1_000,
};

async function defaultWorker(): Promise<ImportWorkerLike> {
  const { createImportWorker } = await import('./createImportWorker');
  return createImportWorker() as unknown as ImportWorkerLike;
}

/**
 * Reads a spreadsheet (semicolon CSV, xlsx, ods; first sheet) in a Web Worker and resolves to its rows,
 * every cell as text (see `parseSpreadsheet` for formulas). The rows come back in slices of
 * `chunkRows`, each copied in a task of its own. Rejects with an `ImportError`: `too_large`,
 * `empty`, `binary`, `malformed`, `too_many_rows`, `timeout`, `aborted` or `failed`; show it with
 * `importErrorText(error, t)`.
 */
export async function importSpreadsheet(
  file: Blob,
  options: ImportOptions = {},
): Promise<string[][]> {
  const maxBytes = options.maxBytes ?? IMPORT_DEFAULTS.maxBytes;
  const maxRows = options.maxRows ?? IMPORT_DEFAULTS.maxRows;
  const timeoutMs = options.timeoutMs ?? IMPORT_DEFAULTS.timeoutMs;
  const { signal } = options;
  if (signal?.aborted) throw new ImportError('aborted');
  if (file.size > maxBytes) throw new ImportError('too_large', maxBytes);
  if (file.size === 0) throw new ImportError('empty');
  options.onProgress?.({ phase: 'reading', rows: 0 });
  const buffer = await file.arrayBuffer();
  if (signal?.aborted) throw new ImportError('aborted');
  let worker: ImportWorkerLike;
  try {
    worker = await (options.createWorker ?? defaultWorker)();
  } catch {
    throw new ImportError('failed');
  }
  return new Promise<string[][]>((resolve, reject) => {
    let settled = false;
    const finish = (error: ImportError | null, rows?: string[][]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      if (error) reject(error);
      else resolve(rows!);
    };
    const onAbort = () => finish(new ImportError('aborted'));
    const timer = setTimeout(() => finish(new ImportError('timeout')), timeoutMs);
    signal?.addEventListener('abort', onAbort);
    let received: string[][] = [];
    worker.onmessage = (event) => {
      const reply = event.data;
      if (reply.type === 'progress') options.onProgress?.(reply.progress);
      else if (reply.type === 'rows') for (const row of reply.rows) received.push(row);
      else if (reply.type === 'done') {
        if (received.length === 0) received = reply.rows;
        else for (const row of reply.rows) received.push(row);
        finish(null, received);
      } else finish(new ImportError(reply.code, reply.max));
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      finish(new ImportError('failed'));
    };
    worker.onmessageerror = () => finish(new ImportError('failed'));
    const request: WorkerRequest = {
      buffer,
      maxRows,
      separator: options.separator,
      keepEmptyRows: options.keepEmptyRows,
      chunkRows: options.chunkRows ?? IMPORT_DEFAULTS.chunkRows,
    };
    worker.postMessage(request, [buffer]);
  });
}
