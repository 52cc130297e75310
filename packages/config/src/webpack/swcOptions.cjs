// swc options for TypeScript and TSX, shared by the webpack loader of every app.

/**
 * Options of `swc-loader` for `.ts`/`.tsx` (and plain JS of the workspace): React's automatic JSX
 * runtime, ES2020 output for the browsers the product supports.
 * @param {{ development: boolean }} options
 * @returns {Record<string, unknown>}
 */
function swcLoaderOptions({ development }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: { react: { runtime: 'automatic', development } },
    },
    sourceMaps: true,
  };
}

module.exports = { swcLoaderOptions };
