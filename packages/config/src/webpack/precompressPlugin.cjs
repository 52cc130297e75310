// Compresses an app's scripts and styles once, at build time (issue 22, ADR 0029): each `x.js` gets an
// `x.js.br` (brotli, best quality) and an `x.js.gz` (gzip level 9) beside it, which atende-serve sends
// as they are when the browser accepts them, instead of gzipping every response on the fly.
const zlib = require('node:zlib');

/** The assets worth compressing: scripts and styles (source maps are left as they are). */
const COMPRESSED_ASSETS = /\.(m?js|css)$/;
/** Below this size compression gains little (atende-serve does not gzip such files either). */
const MIN_BYTES = 1024;

/** Emits `<asset>.br` and `<asset>.gz` for every script and style of the production build. */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          // After minification and the real content hashes: the files as they are served.
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          additionalAssets: true,
        },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!COMPRESSED_ASSETS.test(name)) continue;
            const asset = compilation.getAsset(name);
            if (!asset) continue;
            const body = Buffer.from(asset.source.buffer());
            if (body.length < MIN_BYTES) continue;
            const brotli = zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            });
            const info = { compressed: true, immutable: asset.info.immutable };
            compilation.emitAsset(`${name}.br`, new RawSource(brotli), info);
            compilation.emitAsset(
              `${name}.gz`,
              new RawSource(zlib.gzipSync(body, { level: 9 })),
              info,
            );
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
