// Auto-layout from the page: the steps go to the layout worker, so the page never runs a long task
// (issue 18: "auto-layout of 1,000 steps finishes in ≤ 2 s without a long task on the page").
import type { LayoutNode, LayoutPositions } from './layoutGraph';
import type { LayoutReply, LayoutRequest } from './layoutProtocol';

/** The part of a `Worker` the layout uses (a fake one in tests). */
export interface LayoutWorkerLike {
  postMessage(message: LayoutRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<LayoutReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** Why a layout failed. */
export type LayoutErrorCode = 'failed' | 'timeout' | 'aborted';

/** A failed layout. */
export class LayoutError extends Error {
  constructor(readonly code: LayoutErrorCode) {
    super(`Auto-layout failed: ${code}`);
    this.name = 'LayoutError';
  }
}

/** Options of `layoutSteps`. */
export interface LayoutOptions {
  /** Time allowed; the worker is terminated after it (default 20 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Starts the worker; tests pass a fake. Defaults to the bundled layout worker. */
  createWorker?: () => LayoutWorkerLike | Promise<LayoutWorkerLike>;
}

async function defaultWorker(): Promise<LayoutWorkerLike> {
  const { createLayoutWorker } = await import('./createLayoutWorker');
  return createLayoutWorker() as unknown as LayoutWorkerLike;
}

/** Lays the steps out in a Web Worker; rejects with a `LayoutError`. */
export async function layoutSteps(
  nodes: LayoutNode[],
  options: LayoutOptions = {},
): Promise<LayoutPositions> {
  const { signal, timeoutMs = 20_000 } = options;
  if (signal?.aborted) throw new LayoutError('aborted');
  let worker: LayoutWorkerLike;
  try {
    worker = await (options.createWorker ?? defaultWorker)();
  } catch {
    throw new LayoutError('failed');
  }
  if (signal?.aborted) {
    worker.terminate();
    throw new LayoutError('aborted');
  }
  return new Promise<LayoutPositions>((resolve, reject) => {
    const finish = (error: LayoutError | null, positions?: LayoutPositions) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      if (error) reject(error);
      else resolve(positions!);
    };
    const onAbort = () => finish(new LayoutError('aborted'));
    const timer = setTimeout(() => finish(new LayoutError('timeout')), timeoutMs);
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event) =>
      event.data.type === 'done'
        ? finish(null, event.data.positions)
        : finish(new LayoutError('failed'));
    worker.onerror = (event) => {
      event.preventDefault?.();
      finish(new LayoutError('failed'));
    };
    worker.postMessage({ nodes });
  });
}
