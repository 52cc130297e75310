// The import worker's answer to one request, apart from the worker's global scope so that tests run
// it as it is (importSpreadsheet.test.ts). Bundled into the worker: no federation-shared import.
import { ImportError } from './importFailure';
import { parseSpreadsheet } from './parseSpreadsheet';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

/**
 * Parses the request's bytes and posts the replies: progress, the rows in slices of `chunkRows`
 * (`rows` replies, then the last ones in `done`), or an `error` with its code.
 */
export function answerImport(request: WorkerRequest, post: (reply: WorkerReply) => void): void {
  const { buffer, maxRows, separator, keepEmptyRows, chunkRows = 0 } = request;
  try {
    const rows = parseSpreadsheet(buffer, {
      maxRows,
      separator,
      keepEmptyRows,
      onProgress: (progress) => post({ type: 'progress', progress }),
    });
    // In slices: the page copies each message in a task of its own, none long (bench `hsm-import`).
    let start = 0;
    if (chunkRows > 0)
      for (; start + chunkRows < rows.length; start += chunkRows)
        post({ type: 'rows', rows: rows.slice(start, start + chunkRows) });
    post({ type: 'done', rows: start === 0 ? rows : rows.slice(start) });
  } catch (error) {
    post({
      type: 'error',
      code: error instanceof ImportError ? error.code : 'malformed',
      max: error instanceof ImportError ? error.max : undefined,
    });
  }
}
