/**
 * ELK's own worker script (self-contained: it answers the messages of ELK's API), emitted by webpack
 * as a file of this build, so its address is on the flow designer's origin.
 */
const ELK_WORKER_SCRIPT = new URL(
  '../../../node_modules/elkjs/lib/elk-worker.min.js',
  import.meta.url,
);

/** A message of ELK's worker to the page (an answer to a layout: `data` is the laid-out graph). */
interface ElkAnswer {
  id?: unknown;
  data?: { children?: { id: string; x?: number; y?: number }[] };
}

/**
 * Runs in the worker, on each of ELK's answers: a laid-out graph goes to the page with only its
 * steps' ids and places (all `layoutNodes` reads). ELK's whole graph (every connection's route, the
 * options, the sizes) was copied to the page and read there in the task that applies the layout.
 * Self-contained (its source is put in the worker as it is): no imports, helpers or spreads.
 */
export function placesOnly(message: ElkAnswer): ElkAnswer {
  const children = message && message.data && message.data.children;
  if (!Array.isArray(children)) return message;
  const places = [];
  for (let i = 0; i < children.length; i += 1) {
    const child = children[i]!;
    places.push({ id: child.id, x: child.x, y: child.y });
  }
  return { id: message.id, data: { children: places } };
}

/** The worker's script: ELK, its answers passed through `placesOnly`. */
export function layoutWorkerSource(elkScript: string): string {
  return [
    `importScripts(${JSON.stringify(elkScript)});`,
    `var placesOnly = ${String(placesOnly)};`,
    'var post = self.postMessage.bind(self);',
    'self.postMessage = function (message) { post(placesOnly(message)); };',
  ].join('\n');
}

let bootstrapUrl: string | null = null;

/**
 * Starts the layout worker. A worker's script must come from the page's origin, and the shell loads
 * the flow designer's files from the remote's own origin: the worker starts from a small blob of the
 * page's origin that loads ELK's script with `importScripts` (the shell's CSP allows `worker-src
 * blob:`, and the remote's origin in `script-src`). Loaded with `import()` by `layoutSteps`, so
 * neither this module nor ELK is part of the editor's start-up.
 */
export function createLayoutWorker(): Worker {
  bootstrapUrl ??= URL.createObjectURL(
    new Blob([layoutWorkerSource(ELK_WORKER_SCRIPT.href)], { type: 'text/javascript' }),
  );
  return new Worker(bootstrapUrl, { name: 'atende-flow-layout' });
}
