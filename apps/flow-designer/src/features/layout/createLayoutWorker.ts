/**
 * Starts the layout worker. webpack 5 bundles `layoutWorker.ts` (and elkjs) as a worker chunk found
 * through the build's `publicPath: 'auto'`; loaded with `import()` by `layoutSteps`, so neither this
 * module nor elkjs is part of the editor's start-up.
 */
export function createLayoutWorker(): Worker {
  return new Worker(new URL('./layoutWorker.ts', import.meta.url), { name: 'atende-flow-layout' });
}
