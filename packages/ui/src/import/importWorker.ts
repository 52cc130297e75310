// The spreadsheet import worker: receives the file's bytes, answers with progress, then the rows or
// an error code (answerImport). Created by createImportWorker (webpack bundles it as a worker chunk).
import { answerImport } from './answerImport';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerReply) => void;
};

scope.onmessage = (event) => answerImport(event.data, (reply) => scope.postMessage(reply));
