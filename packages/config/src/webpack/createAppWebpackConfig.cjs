// The webpack 5 + module federation configuration of every app (DESIGN §2). An app's webpack.config.mjs
// is one call: `export default createAppWebpackConfig({ name: 'shell', port: 3000, isHost: true, dir })`.
const fs = require('node:fs');
const path = require('node:path');
const {
  installedPackageDir,
  parseRequireOverrides,
  sharedDependencies,
} = require('./sharedDependencies.cjs');
const { PublicFolderPlugin } = require('./publicFolderPlugin.cjs');
const { PrecompressPlugin } = require('./precompressPlugin.cjs');
const {
  antdCoreGroups,
  antdEditableAlias,
  antdFastColorAlias,
  antdReplacementPlugins,
} = require('./antdBuild.cjs');
const { moduleRules } = require('./appModuleRules.cjs');
const { defaultHtml } = require('./defaultHtml.cjs');
const {
  federationPlugin,
  MANIFEST_FILE_NAME,
  REMOTE_ENTRY_FILE_NAME,
} = require('./federationPlugin.cjs');

/**
 * @typedef {object} AppWebpackOptions Options of `createAppWebpackConfig`.
 * @property {string} name Federation name (a JS identifier: `shell`, `agentDesk`, `adminConsole`, ...).
 * @property {number} port Dev-server port (3000 shell, 3001-3004 remotes).
 * @property {boolean} isHost True for the shell: no remote entry, no manifest; remotes are registered at runtime.
 * @property {string} dir The app folder (holding package.json, src/ and public/).
 * @property {Record<string, string>} [exposes] Remote modules, e.g. `{ './Routes': './src/Routes.tsx' }`.
 * @property {string} [entry] Entry module; default `./src/index.ts` (which only does `import('./bootstrap')`).
 * @property {string} [title] The HTML page title; default `Atende`.
 * @property {string} [htmlPublicPath] Base of the script tags in index.html; default `/` so that deep
 *   links (`/painel/cliente`) load the bundle. Chunks and remotes use `output.publicPath: 'auto'`.
 */

/**
 * webpack's configuration plus the dev-server options (typed loosely: webpack-dev-server is the app's).
 * @typedef {import('webpack').Configuration & { devServer?: Record<string, unknown> }} AppWebpackConfiguration
 */

/**
 * @param {string} file
 * @returns {Record<string, any>}
 */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Builds the webpack configuration of one app: swc-loader for TS/TSX, html-webpack-plugin,
 * `[contenthash]` file names and swc minification in production, `output.publicPath: 'auto'`,
 * ModuleFederationPlugin with `shareStrategy: 'loaded-first'` and the shared singletons of
 * `sharedDependencies`, remotes emitting `mf-manifest.json`, a dev server with `historyApiFallback`,
 * and `__APP_NAME__` / `__APP_VERSION__` defined from package.json.
 * @param {AppWebpackOptions} options
 * @returns {(env: Record<string, unknown> | undefined, argv: { mode?: string } | undefined) => AppWebpackConfiguration}
 */
function createAppWebpackConfig(options) {
  const { name, port, isHost, dir } = options;
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
    throw new Error(`createAppWebpackConfig: name "${name}" must be a JavaScript identifier.`);
  }
  if (!isHost && (!options.exposes || Object.keys(options.exposes).length === 0)) {
    throw new Error(`createAppWebpackConfig: remote "${name}" must expose at least one module.`);
  }

  return (_env, argv) => {
    // Loaded lazily: jest configs read this package without paying for webpack.
    // The app's webpack (the one webpack-cli runs), so that every plugin sees the same copy.
    const webpackPath = require.resolve('webpack', { paths: [dir] });
    /** @type {typeof import('webpack')} */
    const webpack = require(webpackPath);
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const MinimizerPlugin = require('minimizer-webpack-plugin');
    // The federation plugin loads webpack internals through this variable; pnpm does not link webpack
    // (an optional peer) into its folder, so point it at the webpack this build runs.
    process.env.FEDERATION_WEBPACK_PATH ??= webpackPath;
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

    const mode = argv?.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    const manifest = readJson(path.join(dir, 'package.json'));
    const publicDir = path.join(dir, 'public');
    const htmlTemplate = path.join(publicDir, 'index.html');
    const title = options.title ?? 'Atende';
    const jsName = production ? '[name].[contenthash:8].js' : '[name].js';
    // One build's overrides (the skew matrix and releases): another version, another output folder, a
    // changed shared requirement. Empty in ordinary builds.
    const appVersion = process.env.ATENDE_BUILD_VERSION || String(manifest.version ?? '0.0.0');
    if (process.env.ATENDE_BUILD_VERSION) process.env.MF_BUILD_VERSION = appVersion;
    const requireOverrides = parseRequireOverrides(process.env.ATENDE_SHARED_REQUIRE);
    const outputDir = process.env.ATENDE_OUTPUT_DIR
      ? path.resolve(process.env.ATENDE_OUTPUT_DIR)
      : path.join(dir, 'dist');
    const shared = sharedDependencies({ dir, requireOverrides });
    const antdDir = installedPackageDir('antd', dir);
    const sourceMaps = Boolean(process.env.ATENDE_SOURCE_MAPS);
    const antdCoreCacheGroups = antdCoreGroups(isHost);

    return {
      mode,
      context: dir,
      entry: { main: options.entry ?? './src/index.ts' },
      // ATENDE_SOURCE_MAPS=1: a production build also writes source maps (not linked from the files)
      // to see which modules each chunk holds when working on sizes.
      devtool: production
        ? sourceMaps
          ? 'hidden-source-map'
          : false
        : 'eval-cheap-module-source-map',
      output: {
        path: outputDir,
        publicPath: 'auto',
        filename: jsName,
        chunkFilename: jsName,
        assetModuleFilename: production
          ? 'assets/[name].[contenthash:8][ext]'
          : 'assets/[name][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'],
        alias: { ...antdFastColorAlias(dir), ...antdEditableAlias(dir) },
      },
      module: { rules: moduleRules({ production, antdDir }) },
      plugins: [
        federationPlugin(ModuleFederationPlugin, {
          name,
          isHost,
          exposes: options.exposes,
          shared,
        }),
        new HtmlWebpackPlugin({
          ...(fs.existsSync(htmlTemplate)
            ? { template: htmlTemplate }
            : { templateContent: defaultHtml(title) }),
          publicPath: options.htmlPublicPath ?? '/',
          scriptLoading: 'defer',
          chunks: ['main'],
        }),
        new PublicFolderPlugin({ dir: publicDir }),
        ...antdReplacementPlugins(webpack),
        // Brotli and gzip prepared once, served as they are by atende-serve (ADR 0029).
        ...(production ? [new PrecompressPlugin()] : []),
        new webpack.DefinePlugin({
          __APP_NAME__: JSON.stringify(name),
          __APP_VERSION__: JSON.stringify(appVersion),
          // What this build provides to the page's share scope: the shell checks each remote's
          // requirements against it before running the remote (ADR 0014).
          __ATENDE_PROVIDED_SHARED__: JSON.stringify(
            Object.fromEntries(Object.entries(shared).map(([pkg, entry]) => [pkg, entry.version])),
          ),
        }),
      ],
      optimization: {
        minimize: production,
        // Modules that several shared antd folders use go to chunks of their own from 5 kB (webpack's
        // default is 20 kB, below which it copies them into every chunk: 470 kB raw copied on the
        // login page, ADR 0016).
        splitChunks: {
          minSize: 5000,
          cacheGroups: antdCoreCacheGroups,
        },
        minimizer: [
          new MinimizerPlugin({
            parallel: false,
            minify: {
              implementation: MinimizerPlugin.swcMinify,
              options: { compress: true, mangle: true },
            },
          }),
        ],
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        // A variant build (another version or requirement) keeps its own cache, not the app's.
        name: `${name}-${mode}-webpack-${webpack.version}${process.env.ATENDE_BUILD_VERSION ? `-${appVersion}` : ''}`,
        version: JSON.stringify({ appVersion, requireOverrides, sourceMaps }),
        buildDependencies: { config: [`${__dirname}/`, path.join(dir, 'package.json')] },
      },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(publicDir) ? { directory: publicDir, publicPath: '/' } : false,
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}

module.exports = { createAppWebpackConfig, MANIFEST_FILE_NAME, REMOTE_ENTRY_FILE_NAME };
