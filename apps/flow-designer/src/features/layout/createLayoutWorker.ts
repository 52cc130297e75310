/**
 * ELK's own worker script (self-contained: it answers the messages of ELK's API), emitted by webpack
 * as a file of this build, so its address is on the flow designer's origin.
 */
const ELK_WORKER_SCRIPT = new URL(
  '../../../node_modules/elkjs/lib/elk-worker.min.js',
  import.meta.url,
);

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
    new Blob([`importScripts(${JSON.stringify(ELK_WORKER_SCRIPT.href)});`], {
      type: 'text/javascript',
    }),
  );
  return new Worker(bootstrapUrl, { name: 'atende-flow-layout' });
}
