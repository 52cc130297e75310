// The spreadsheet import worker: receives the file's bytes, answers with progress, then the rows or
// an error code. Created by createImportWorker (webpack bundles it as a worker chunk).
import { ImportError } from './importFailure';
import { parseSpreadsheet } from './parseSpreadsheet';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerReply) => void;
};

scope.onmessage = (event) => {
  const { buffer, maxRows } = event.data;
  try {
    const rows = parseSpreadsheet(buffer, {
      maxRows,
      onProgress: (progress) => scope.postMessage({ type: 'progress', progress }),
    });
    scope.postMessage({ type: 'done', rows });
  } catch (error) {
    scope.postMessage({
      type: 'error',
      code: error instanceof ImportError ? error.code : 'malformed',
      max: error instanceof ImportError ? error.max : undefined,
    });
  }
};
