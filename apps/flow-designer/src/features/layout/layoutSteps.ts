// Auto-layout from the page: ELK runs in a Web Worker, so the page never runs a long task
// (issue 18: "auto-layout of 1,000 steps finishes in ≤ 2 s without a long task on the page").
import { layoutNodes, type ElkLike, type LayoutNode, type LayoutPositions } from './layoutGraph';

/** ELK as the page holds it: the layout, and ending its worker. */
export interface LayoutEngine extends ElkLike {
  terminateWorker(): void;
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
  /** Starts ELK; tests pass a fake. Defaults to ELK's API over the bundled layout worker. */
  createEngine?: () => LayoutEngine | Promise<LayoutEngine>;
}

/** ELK's API (small) over the layout worker (ELK itself); both load on the first layout. */
async function defaultEngine(): Promise<LayoutEngine> {
  const [{ default: ElkApi }, { createLayoutWorker }] = await Promise.all([
    import('elkjs/lib/elk-api.js'),
    import('./createLayoutWorker'),
  ]);
  return new ElkApi({ workerFactory: () => createLayoutWorker() });
}

/**
 * A small flow (a chain with branches and loops) laid out as soon as the worker starts: ELK's code
 * paths are then compiled, and the user's first layout of a large flow runs faster.
 */
export const WARM_UP_NODES: readonly LayoutNode[] = Array.from({ length: 30 }, (_, id) => ({
  id,
  width: 260,
  height: 120,
  targets: [id + 1, id % 3 === 0 ? id + 2 : -1, id % 10 === 9 ? id - 9 : -1],
}));

/**
 * The layout worker of one editor: started on first use (or `warm`: when the pointer or the focus
 * reaches the auto-layout button, or the page is idle after a large flow opened), kept for the next layouts (ELK is then compiled and warm), ended
 * by `dispose`, and after a failure, a timeout or an abort (a new one starts next time).
 */
export interface LayoutSession {
  layout(
    nodes: LayoutNode[],
    options?: { timeoutMs?: number; signal?: AbortSignal },
  ): Promise<LayoutPositions>;
  /** Starts the worker ahead of the first layout (ELK's script is large) and lays out `WARM_UP_NODES`. */
  warm(): void;
  dispose(): void;
}

/** A layout session over `createEngine` (default: ELK's API over the bundled layout worker). */
export function createLayoutSession(
  createEngine: () => LayoutEngine | Promise<LayoutEngine> = defaultEngine,
): LayoutSession {
  let engine: Promise<LayoutEngine> | null = null;
  const start = () => (engine ??= Promise.resolve().then(createEngine));
  const end = () => {
    const ending = engine;
    engine = null;
    void ending?.then((started) => started.terminateWorker()).catch(() => undefined);
  };
  return {
    warm: () => {
      if (engine) return;
      void start()
        .then((started) => layoutNodes(WARM_UP_NODES, started))
        .catch(end);
    },
    dispose: end,
    layout: async (nodes, { signal, timeoutMs = 20_000 } = {}) => {
      if (signal?.aborted) throw new LayoutError('aborted');
      let started: LayoutEngine;
      try {
        started = await start();
      } catch {
        end();
        throw new LayoutError('failed');
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      let onAbort: (() => void) | undefined;
      const stopped = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new LayoutError('timeout')), timeoutMs);
        onAbort = () => reject(new LayoutError('aborted'));
        if (signal?.aborted) onAbort();
        signal?.addEventListener('abort', onAbort);
      });
      try {
        return await Promise.race([
          layoutNodes(nodes, started).catch(() => Promise.reject(new LayoutError('failed'))),
          stopped,
        ]);
      } catch (error) {
        end();
        throw error;
      } finally {
        clearTimeout(timer);
        if (onAbort) signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}

/** Lays the steps out in a Web Worker of its own (ended after); rejects with a `LayoutError`. */
export async function layoutSteps(
  nodes: LayoutNode[],
  options: LayoutOptions = {},
): Promise<LayoutPositions> {
  const session = createLayoutSession(options.createEngine);
  try {
    return await session.layout(nodes, options);
  } finally {
    session.dispose();
  }
}
