// Test helpers of the bulk sending page: a fake import worker and the rows of a bulk file.
import type { ImportWorkerLike } from '@atende/ui';

type Reply = Parameters<NonNullable<ImportWorkerLike['onmessage']>>[0];

/**
 * An import worker for jsdom (which has no Worker): it reads a plain semicolon file (no quotes) as
 * the kit's worker does with `keepEmptyRows`: empty lines kept inside the file, trailing ones dropped,
 * trailing empty cells dropped; the rows come back in slices of the request's `chunkRows`.
 */
export function fakeImportWorker(): ImportWorkerLike {
  const worker: ImportWorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      setTimeout(() => {
        const reply = (data: unknown) => worker.onmessage?.({ data } as Reply);
        const text = new TextDecoder().decode(message.buffer).replace(/^\uFEFF/, '');
        const rows = text.split(/\r?\n/).map((line) => {
          const cells = line.split(';');
          while (cells.length > 0 && cells[cells.length - 1]!.trim() === '') cells.pop();
          return cells;
        });
        while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
        if (rows.length === 0) return reply({ type: 'error', code: 'empty' });
        if (rows.length > message.maxRows)
          return reply({ type: 'error', code: 'too_many_rows', max: message.maxRows });
        const size = message.chunkRows || rows.length;
        for (let start = 0; start + size < rows.length; start += size)
          reply({ type: 'rows', rows: rows.slice(start, start + size) });
        reply({ type: 'done', rows: rows.slice(Math.floor((rows.length - 1) / size) * size) });
      }, 0);
    },
    terminate() {},
  };
  return worker;
}

/** The header line of a bulk file (seed 001 §9 column order). */
export const HSM_HEADER =
  'customer;client identification;message;send date;from;parameters;message id;campaign id';

/** A bulk file's text: the header, the lines, and a trailing empty line. */
export function bulkFile(lines: readonly string[]): string {
  return `${HSM_HEADER}\n${lines.join('\n')}\n`;
}

/** jsdom's File has no `arrayBuffer()`: reads it through FileReader (call once in a test file). */
export function installBlobArrayBuffer(): void {
  for (const type of [Blob, File]) {
    if (typeof type.prototype.arrayBuffer === 'function') continue;
    type.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    };
  }
}
