/**
 * Starts the import worker. webpack 5 bundles `importWorker.ts` as a worker chunk of the build that
 * provides `@atende/ui` (the shell inside the product, the remote itself when it runs alone), found
 * through the build's `publicPath: 'auto'`. Loaded with `import()` by `importSpreadsheet`, so neither
 * this module nor the worker is part of any page's start-up.
 */
export function createImportWorker(): Worker {
  return new Worker(new URL('./importWorker.ts', import.meta.url), {
    name: 'atende-spreadsheet-import',
  });
}
