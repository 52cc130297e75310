// The federation share configuration (DESIGN §2): one list for every app, singletons with real semver
// versions read from package.json files, never eager.
const fs = require('node:fs');
const path = require('node:path');
const { installedPackageDir, installedPackageJson, readJson } = require('./installedPackages.cjs');
const { isSemverRange, parseRequireOverrides } = require('./sharedRanges.cjs');

/**
 * Libraries every app shares as singletons. The `@atende/*` packages are here because the modules that
 * create stores (session, i18next instance, permissions context, the UI kit's read-only context) must
 * exist once per page.
 * @type {readonly string[]}
 */
const SHARED_SINGLETONS = Object.freeze([
  'react',
  'react-dom',
  // The router, tree-shaken in its own package (react-router itself is never shared: ADR 0016).
  '@atende/routing',
  '@ant-design/cssinjs',
  '@ant-design/pro-components',
  'i18next',
  'react-i18next',
  'zustand',
  'dayjs',
  '@microsoft/signalr',
  '@tanstack/react-query',
  '@atende/api-client',
  '@atende/permissions',
  '@atende/locale',
  '@atende/ui',
]);

/**
 * Packages whose subpath imports are shared as well (`react/jsx-runtime`, `react-dom/client`,
 * `@atende/permissions/react`, `@atende/api-client/query`), keyed by the share prefix.
 * @type {Readonly<Record<string, string>>}
 */
const SHARED_SUBPATH_PREFIXES = Object.freeze({
  'react/': 'react',
  'react-dom/': 'react-dom',
  '@atende/permissions/': '@atende/permissions',
  // The data layer (`@atende/api-client/query`) is its own shared module: the login page does not
  // load TanStack Query (ADR 0016).
  '@atende/api-client/': '@atende/api-client',
});

/**
 * antd, one component at a time (ADR 0015): every component folder of `antd/es` is its own shared
 * module, so a page loads only the components it renders (the login page no longer pays for the
 * whole of antd), and a remote reuses the shell's instance of each. Apps import components by folder
 * (`import Button from 'antd/es/button'`, a lint rule); antd's own relative imports between folders
 * (`../config-provider`) reach the same shared modules through `allowNodeModulesSuffixMatch`. The
 * contexts the shell's providers fill are listed on their own, so every area reads the same theme,
 * locale, size, disabled state and App message API.
 * @param {string} antdDir The installed antd folder of the app.
 * @returns {string[]} Share keys, e.g. `antd/es/button`, `antd/es/config-provider/context`.
 */
function antdModules(antdDir) {
  const antdEs = path.join(antdDir, 'es');
  const folders = fs
    .readdirSync(antdEs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== 'style')
    .filter((entry) => fs.existsSync(path.join(antdEs, entry.name, 'index.js')))
    .map((entry) => entry.name);
  const contexts = [
    'config-provider/context',
    'config-provider/DisabledContext',
    'config-provider/SizeContext',
    // Where the React 19 patch registers its render function for antd's static methods.
    'config-provider/UnstableContext',
    'locale/context',
    'theme/context',
    'app/context',
    'form/validateMessagesContext',
    '_util/zindexContext',
  ];
  return [...folders, ...contexts].map((m) => `antd/es/${m}`);
}

/**
 * Single modules of a package shared on their own while the package root is not (ADR 0006). Each app
 * bundles the icons of `@ant-design/icons` it draws, tree-shaken (sharing the root would load all of
 * them, 160 kB gzip, at start-up); the icon component and its React context (which antd's
 * ConfigProvider fills) stay one instance per page. `allowNodeModulesSuffixMatch` makes the icons' own
 * relative imports of them (`../components/AntdIcon`, `./Context`) use the shared instance too.
 * @type {Readonly<Record<string, string>>}
 */
const SHARED_SINGLE_MODULES = Object.freeze({
  '@ant-design/icons/es/components/Context': '@ant-design/icons',
  '@ant-design/icons/es/components/AntdIcon': '@ant-design/icons',
});

/**
 * @typedef {object} SharedEntry One share entry of the ModuleFederationPlugin.
 * @property {true} singleton
 * @property {false} eager
 * @property {string} requiredVersion Semver range, e.g. `^19.2.0`.
 * @property {string} version The installed version this build provides, e.g. `19.3.1`.
 * @property {boolean} strictVersion True for the in-house `@atende/*` packages: a copy that does not
 *   satisfy `requiredVersion` is refused, never used silently (ADR 0014). Third-party singletons warn
 *   instead (one copy is better than two); the shell's compatibility check guards them too.
 * @property {boolean} [allowNodeModulesSuffixMatch] Also match relative imports resolving to this module.
 */

/** In-house singletons: their version is the contract between the shell and the remotes (ADR 0014). */
const IN_HOUSE_PREFIX = '@atende/';

/**
 * The share configuration of an app: every entry of `SHARED_SINGLETONS` (and subpath prefix) that the
 * app's package.json declares in `dependencies`, `devDependencies` or `peerDependencies`. The required
 * range is the declared one; a `workspace:` dependency gets `^<its package.json version>` (the
 * `@atende/*` packages, versioned with changesets: ADR 0011). Libraries the app does not declare are left out: the remote that uses
 * them provides them.
 * @param {{ dir: string, requireOverrides?: Record<string, string> }} options `dir`: the app folder
 *   (holding package.json); `requireOverrides`: required ranges replacing the declared ones.
 * @returns {Record<string, SharedEntry>}
 */
function sharedDependencies(options) {
  const { dir } = options;
  /** @type {Record<string, string>} */
  const requireOverrides = options.requireOverrides ?? {};
  const manifest = readJson(path.join(dir, 'package.json'));
  /** @type {Record<string, string>} */
  const declared = {
    ...(manifest.peerDependencies ?? {}),
    ...(manifest.devDependencies ?? {}),
    ...(manifest.dependencies ?? {}),
  };
  /** @type {Record<string, SharedEntry>} */
  const shared = {};
  /** @type {Record<string, SharedEntry>} */
  const byPackage = {};
  /** @param {string} pkg @returns {SharedEntry | null} */
  const entryOf = (pkg) => {
    const range = declared[pkg];
    if (range === undefined) return null;
    const installed = installedPackageJson(pkg, dir);
    if (!installed || typeof installed.version !== 'string') {
      throw new Error(
        `sharedDependencies: ${pkg} is declared by ${manifest.name} but not installed (run pnpm install).`,
      );
    }
    return {
      singleton: true,
      eager: false,
      strictVersion: pkg.startsWith(IN_HOUSE_PREFIX),
      requiredVersion:
        requireOverrides[pkg] ?? (isSemverRange(range) ? range : `^${installed.version}`),
      version: installed.version,
    };
  };
  for (const pkg of SHARED_SINGLETONS) {
    const entry = entryOf(pkg);
    if (!entry) continue;
    shared[pkg] = entry;
    byPackage[pkg] = entry;
  }
  for (const [prefix, pkg] of Object.entries(SHARED_SUBPATH_PREFIXES)) {
    const entry = byPackage[pkg];
    if (entry) shared[prefix] = { ...entry };
  }
  for (const [modulePath, pkg] of Object.entries(SHARED_SINGLE_MODULES)) {
    const entry = entryOf(pkg);
    if (entry) shared[modulePath] = { ...entry, allowNodeModulesSuffixMatch: true };
  }
  const antd = entryOf('antd');
  const antdDir = antd && installedPackageDir('antd', dir);
  if (antd && antdDir) {
    for (const modulePath of antdModules(antdDir)) {
      shared[modulePath] = { ...antd, allowNodeModulesSuffixMatch: true };
    }
  }
  return shared;
}

module.exports = {
  parseRequireOverrides,
  SHARED_SINGLETONS,
  SHARED_SUBPATH_PREFIXES,
  SHARED_SINGLE_MODULES,
  sharedDependencies,
  installedPackageJson,
  installedPackageDir,
};
