// The webpack 5 + module federation configuration of every app (DESIGN §2). An app's webpack.config.mjs
// is one call: `export default createAppWebpackConfig({ name: 'shell', port: 3000, isHost: true, dir })`.
const fs = require('node:fs');
const path = require('node:path');
const {
  installedPackageDir,
  parseRequireOverrides,
  sharedDependencies,
} = require('./sharedDependencies.cjs');
const { swcLoaderOptions } = require('./swcOptions.cjs');
const { PublicFolderPlugin } = require('./publicFolderPlugin.cjs');

/** The file a remote's manifest is emitted as (the shell's config.json points at it). */
const MANIFEST_FILE_NAME = 'mf-manifest.json';

/** Where antd's Button style and Tooltip live (their color-picker imports go to `ANTD_COLOR_SHIM`). */
const COLOR_PICKER_USERS = /[\\/]antd[\\/]es[\\/](button[\\/]style|tooltip)$/;

/** Where antd's Form lives (its context module takes rc-field-form's provider alone). */
const ANTD_FORM_DIR = /[\\/]antd[\\/]es[\\/]form$/;

/** Where antd's Radio lives (its group's form helper goes to `ANTD_FORM_NAME_SHIM`). */
const ANTD_RADIO_DIR = /[\\/]antd[\\/]es[\\/]radio$/;

/** The module giving Radio.Group antd's `toNamePathStr` without the form engine (`antdFormName.mjs`). */
const ANTD_FORM_NAME_SHIM = path.join(__dirname, 'antdFormName.mjs');

/**
 * The file that makes a request, as webpack's NormalModuleReplacementPlugin passes it (before
 * resolving: `contextInfo.issuer`), or ''.
 * @param {{ contextInfo?: { issuer?: string } }} resource
 * @returns {string}
 */
function issuerOf(resource) {
  return resource.contextInfo?.issuer ?? '';
}

/** pro-components' ES build (`@ant-design/pro-table/es/...`), whose antd imports are rewritten. */
const PRO_COMPONENTS_ES = /[\\/]@ant-design[\\/]pro-[\w-]+[\\/]es[\\/]/;
const ANTD_ROOT_IMPORTS_LOADER = path.join(__dirname, 'antdRootImports.cjs');

/** The module answering their color questions (see `antdColor.mjs`). */
const ANTD_COLOR_SHIM = path.join(__dirname, 'antdColor.mjs');

/**
 * `@atende/antd-fast-color`: the color library of the app's antd, for `ANTD_COLOR_SHIM` (which lives
 * here, where antd's dependencies do not resolve). Empty for an app without antd.
 * @param {string} dir The app folder.
 * @returns {Record<string, string>}
 */
function antdFastColorAlias(dir) {
  const antdDir = installedPackageDir('antd', dir);
  const colorDir = antdDir && installedPackageDir('@ant-design/fast-color', antdDir);
  return colorDir ? { '@atende/antd-fast-color$': colorDir } : {};
}

/** Icons antd's own components draw (clear, close, loading, arrows, status). */
const ANTD_OWN_ICONS = [
  'CloseOutlined',
  'CloseCircleFilled',
  'LoadingOutlined',
  'RightOutlined',
  'LeftOutlined',
  'DownOutlined',
  'CheckOutlined',
  'SearchOutlined',
  'CheckCircleFilled',
  'ExclamationCircleFilled',
  'InfoCircleFilled',
];

/**
 * The helpers every antd component runs on (its utilities, style and theme code, config hooks,
 * rc-util, rc-motion, react-is, babel's helpers) and the icons antd's own components draw (close,
 * loading, arrows, status): one chunk instead of dozens of small ones that each shared component
 * listed, and instead of a copy in each component's chunk (react-is was in 39, CloseOutlined in 12).
 */
const ANTD_CORE_MODULES = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](`,
    [
      String.raw`@babel[\\/]runtime`,
      'rc-util',
      'rc-motion',
      'react-is',
      'classnames',
      'resize-observer-polyfill',
      'rc-resize-observer',
      String.raw`@ant-design[\\/](cssinjs-utils|fast-color|colors)`,
      String.raw`antd[\\/]es[\\/](_util|style|theme|config-provider[\\/]hooks)`,
      String.raw`@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](${ANTD_OWN_ICONS.join('|')})\.js$`,
    ].join('|'),
    String.raw`)([\\/]|$)`,
  ].join(''),
);

/** The remote entry script a manifest names. */
const REMOTE_ENTRY_FILE_NAME = 'remoteEntry.js';

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

/** The app icon, inline (a chat bubble on the brand blue): no `/favicon.ico` request, no 404. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E" +
  "%3Crect width='32' height='32' rx='7' fill='%231677ff'/%3E" +
  "%3Cpath d='M8 9h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H14l-5 4v-4H8a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1z' fill='white'/%3E" +
  '%3C/svg%3E';

/**
 * @param {string} title
 * @returns {string}
 */
function defaultHtml(title) {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${title}</title>`,
    `<link rel="icon" href="${FAVICON}" />`,
    '<style>html, body { margin: 0; }</style>',
    '</head>',
    '<body>',
    '<div id="root"></div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The loaders of every app: TypeScript and JavaScript through swc, pro-components' antd root imports
 * rewritten per folder (ADR 0019), CSS, and files as assets.
 * @param {{ production: boolean, antdDir: string | null | undefined }} options
 * @returns {import('webpack').RuleSetRule[]}
 */
function moduleRules({ production, antdDir }) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: swcLoaderOptions({ development: !production }),
      },
    },
    // pro-components imports antd's root: one folder per component instead (ADR 0019).
    ...(antdDir
      ? [
          {
            test: /\.js$/,
            include: PRO_COMPONENTS_ES,
            use: { loader: ANTD_ROOT_IMPORTS_LOADER, options: { antdDir } },
          },
        ]
      : []),
    {
      test: /\.css$/,
      use: [require.resolve('style-loader'), require.resolve('css-loader')],
    },
    {
      test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?|ttf|eot|mp3|ogg)$/i,
      type: 'asset/resource',
    },
  ];
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
    // antd's common helpers in one chunk, in the shell only: a remote's own code that needs one of
    // them would fetch the whole chunk, though the shell already provides the components it renders.
    /** @type {NonNullable<Exclude<NonNullable<import('webpack').Configuration['optimization']>['splitChunks'], false>>['cacheGroups']} */
    const antdCoreGroups = isHost
      ? {
          antdCore: {
            test: ANTD_CORE_MODULES,
            name: 'antd-core',
            chunks: 'all',
            priority: 20,
            enforce: true,
          },
        }
      : {};

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
        alias: antdFastColorAlias(dir),
      },
      module: { rules: moduleRules({ production, antdDir }) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {}, manifest: false }
            : {
                filename: REMOTE_ENTRY_FILE_NAME,
                exposes: options.exposes,
                manifest: { fileName: MANIFEST_FILE_NAME },
              }),
          shared,
          shareStrategy: 'loaded-first',
          dts: false,
          // Browser-only apps: the runtime leaves out its Node.js loading code. A remote loads no
          // remote itself (the shell's runtime loads it): its runtime leaves out remote loading and
          // manifest snapshots too (8 kB gzip of its remote entry, ADR 0016).
          experiments: {
            optimization: isHost
              ? { target: 'web' }
              : { target: 'web', disableRemote: true, disableSnapshot: true },
          },
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
        // The React 19 patch for antd imports antd's root, which would pull every component into the
        // page (ADR 0015): point it at the one module it uses, itself a shared singleton.
        new webpack.NormalModuleReplacementPlugin(/^antd$/, (resource) => {
          if (/v5-patch-for-react-19/.test(resource.context ?? '')) {
            resource.request = 'antd/es/config-provider/UnstableContext';
          }
        }),
        // antd's form context (which Input, Modal and every field read) takes only rc-field-form's
        // provider, but imports it from the package's root, which brings the whole form engine
        // (14 kB gzip) to every page with an input: take it from its own module instead.
        new webpack.NormalModuleReplacementPlugin(/^rc-field-form$/, (resource) => {
          if (
            ANTD_FORM_DIR.test(resource.context ?? '') &&
            /context\.js$/.test(issuerOf(resource))
          ) {
            resource.request = 'rc-field-form/es/FormContext';
          }
        }),
        // antd's Radio.Group imports the form's useForm module for one name helper, which brings the
        // form engine and scroll-into-view (17 kB gzip) wherever a radio group shows, e.g. with every
        // antd Table (its selection and filter menus): answer it with a small module instead.
        new webpack.NormalModuleReplacementPlugin(
          /^\.\.[\\/]form[\\/]hooks[\\/]useForm$/,
          (resource) => {
            if (ANTD_RADIO_DIR.test(resource.context ?? '')) resource.request = ANTD_FORM_NAME_SHIM;
          },
        ),
        // antd's Button style asks the color picker whether a color is bright, and Tooltip reads a
        // custom color through it, which loads the picker and Collapse on every page with a button
        // or a tooltip: answer both with a small module instead.
        new webpack.NormalModuleReplacementPlugin(
          /color-picker[\\/](color|util|components[\\/]ColorPresets)$/,
          (resource) => {
            if (COLOR_PICKER_USERS.test(resource.context ?? '')) resource.request = ANTD_COLOR_SHIM;
          },
        ),
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
          cacheGroups: antdCoreGroups,
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
