import { i18n, initLocale } from '@atende/locale';
import { importErrorText } from './importError';
import { ImportError } from './importFailure';
import { importSpreadsheet, type ImportWorkerLike } from './importSpreadsheet';
import { answerImport } from './answerImport';
import type { ImportProgress } from './parseSpreadsheet';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

/** A fake Worker running the real parsing core on a later tick, as the worker script does. */
class FakeWorker implements ImportWorkerLike {
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  received: WorkerRequest | null = null;
  transferred: Transferable[] = [];

  constructor(private readonly behaviour: 'parse' | 'hang' | 'crash' = 'parse') {}

  postMessage(message: WorkerRequest, transfer: Transferable[]): void {
    this.received = message;
    this.transferred = transfer;
    setTimeout(() => {
      if (this.terminated || this.behaviour === 'hang') return;
      if (this.behaviour === 'crash') {
        this.onerror?.({ preventDefault() {} } as ErrorEvent);
        return;
      }
      answerImport(message, (data: WorkerReply) =>
        this.onmessage?.({ data } as MessageEvent<WorkerReply>),
      );
    }, 5);
  }

  terminate(): void {
    this.terminated = true;
  }
}

const fileOf = (text: string) => new Blob([text], { type: 'text/csv' });

async function failure(promise: Promise<unknown>): Promise<ImportError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('expected the import to fail');
}

beforeAll(() => {
  initLocale({ language: 'en' });
});

describe('importSpreadsheet (worker wrapper)', () => {
  it('sends the bytes to the worker (transferred), reports progress, resolves the rows, ends the worker', async () => {
    const worker = new FakeWorker();
    const progress: ImportProgress[] = [];
    const rows = await importSpreadsheet(fileOf('a;b\n=1+1;@x'), {
      createWorker: () => worker,
      onProgress: (p) => progress.push(p),
    });
    expect(rows).toEqual([
      ['a', 'b'],
      ['=1+1', '@x'],
    ]);
    expect(worker.transferred).toEqual([worker.received!.buffer]);
    expect(progress.at(-1)).toEqual({ phase: 'rows', rows: 2 });
    expect(worker.terminated).toBe(true);
  });

  it('refuses a file above maxBytes without starting a worker', async () => {
    const createWorker = jest.fn(() => new FakeWorker());
    const error = await failure(
      importSpreadsheet(fileOf('x'.repeat(2048)), { maxBytes: 1024, createWorker }),
    );
    expect(error).toMatchObject({ code: 'too_large', max: 1024 });
    expect(createWorker).not.toHaveBeenCalled();
    expect(importErrorText(error, (k, o) => i18n.t(k, o))).toBe(
      'The file is too large (at most 1 kB)',
    );
  });

  it('refuses an empty file', async () => {
    expect(
      await failure(importSpreadsheet(fileOf(''), { createWorker: () => new FakeWorker() })),
    ).toMatchObject({
      code: 'empty',
    });
  });

  it('terminates a worker that takes too long', async () => {
    const worker = new FakeWorker('hang');
    const error = await failure(
      importSpreadsheet(fileOf('a;b'), { timeoutMs: 30, createWorker: () => worker }),
    );
    expect(error.code).toBe('timeout');
    expect(worker.terminated).toBe(true);
  });

  it('terminates the worker when the signal aborts', async () => {
    const worker = new FakeWorker('hang');
    const controller = new AbortController();
    const pending = importSpreadsheet(fileOf('a;b'), {
      signal: controller.signal,
      createWorker: () => worker,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    expect((await failure(pending)).code).toBe('aborted');
    expect(worker.terminated).toBe(true);
  });

  it('turns a crashed worker or one that cannot start into failed', async () => {
    expect(
      (
        await failure(
          importSpreadsheet(fileOf('a'), { createWorker: () => new FakeWorker('crash') }),
        )
      ).code,
    ).toBe('failed');
    const cannotStart = () => {
      throw new Error('SecurityError');
    };
    expect(
      (await failure(importSpreadsheet(fileOf('a'), { createWorker: cannotStart }))).code,
    ).toBe('failed');
  });

  it('passes the parsing errors on: malformed, binary, too many rows', async () => {
    const run = (data: BlobPart, maxRows?: number) =>
      failure(
        importSpreadsheet(new Blob([data]), { maxRows, createWorker: () => new FakeWorker() }),
      );
    expect((await run('a;"b')).code).toBe('malformed');
    expect((await run(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).code).toBe('binary');
    expect(await run('1\n2\n3\n4', 3)).toMatchObject({ code: 'too_many_rows', max: 3 });
  });

  it('gathers the rows the worker sends in slices, in order', async () => {
    const worker = new FakeWorker();
    const replies: string[] = [];
    const original = worker.postMessage.bind(worker);
    worker.postMessage = (message, transfer) => {
      original(message, transfer);
      const onmessage = worker.onmessage!;
      worker.onmessage = (event) => {
        replies.push(event.data.type);
        onmessage(event);
      };
    };
    const csv = Array.from({ length: 12 }, (_, i) => `r${i};x`).join('\n');
    const rows = await importSpreadsheet(fileOf(csv), { chunkRows: 5, createWorker: () => worker });
    expect(rows.map((row) => row[0])).toEqual(Array.from({ length: 12 }, (_, i) => `r${i}`));
    expect(replies.filter((type) => type !== 'progress')).toEqual(['rows', 'rows', 'done']);
    expect(worker.received).toMatchObject({ chunkRows: 5 });
  });

  it('passes the separator and keepEmptyRows on, so a row index gives its line', async () => {
    const rows = await importSpreadsheet(fileOf('h,1;h2\n\na,b;c\n\n\n'), {
      separator: ';',
      keepEmptyRows: true,
      createWorker: () => new FakeWorker(),
    });
    expect(rows).toEqual([['h,1', 'h2'], [], ['a,b', 'c']]);
  });
});

describe('importErrorText', () => {
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

  it('has a text for every failure', () => {
    for (const code of ['empty', 'timeout', 'malformed', 'binary', 'aborted', 'failed'] as const)
      expect(importErrorText(new ImportError(code), t)).not.toMatch(/^ui:|import\./);
    expect(importErrorText(new ImportError('too_many_rows', 50000), t)).toBe(
      'The file has too many rows (at most 50,000)',
    );
    expect(importErrorText(new Error('x'), t)).toBe('The file could not be read. Try again');
  });
});
