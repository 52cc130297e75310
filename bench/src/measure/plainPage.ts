import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const benchDir = path.resolve(import.meta.dirname, '..', '..');
const repoRoot = path.resolve(benchDir, '..');
/** The plain page's sources (one page, no federation). */
const fixtureDir = path.join(benchDir, 'fixtures', 'plain-page');
/**
 * Where its libraries resolve from: the shell's dependencies, so the plain page bundles the very
 * copies (and versions) the shell provides to the federated agent screen.
 */
const libraryDir = path.join(repoRoot, 'apps', 'shell');
/** The router comes from `@atende/routing`, the one package that depends on react-router (ADR 0016). */
const routerDir = path.join(repoRoot, 'packages', 'routing');
/** Where each library the shell does not declare itself resolves from. */
const LIBRARY_DIRS: Readonly<Record<string, string>> = { 'react-router': routerDir };
/** The libraries the plain page imports (their installed versions are part of the build's hash). */
const LIBRARIES = [
  'react',
  'react-dom',
  'antd',
  '@ant-design/v5-patch-for-react-19',
  'react-router',
  'i18next',
  'react-i18next',
  '@microsoft/signalr',
];

const requireHere = createRequire(import.meta.url);
/** `@atende/config` through its public entry (swc options, as every app builds with). */
const atendeConfig = requireHere('@atende/config') as {
  swcLoaderOptions(options: { development: boolean }): Record<string, unknown>;
};
/** The build tools of `@atende/config` (webpack, swc-loader, html-webpack-plugin, swc minifier). */
const requireTool = createRequire(requireHere.resolve('@atende/config'));

/** The part of webpack's API the bench uses (the bench does not depend on webpack's types). */
interface WebpackStats {
  hasErrors(): boolean;
  toString(preset: string): string;
}
interface Webpack {
  (
    config: Record<string, unknown>,
    done: (error: Error | null, stats?: WebpackStats) => void,
  ): void;
  version: string;
}
type PluginClass = new (options: Record<string, unknown>) => object;

/** A built plain page: its folder and how it was obtained. */
export interface PlainPageBuild {
  dir: string;
  /** True when a build of the same sources and library versions was reused. */
  cached: boolean;
  buildMs: number;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function installedVersion(pkg: string, fromDir: string): string {
  let dir = path.dirname(createRequire(path.join(fromDir, 'package.json')).resolve(pkg));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (json.name === pkg) return json.version ?? '?';
    }
    const parent = path.dirname(dir);
    if (parent === dir) return '?';
    dir = parent;
  }
}

/** The hash of what makes the build: its sources, this file, and the library and tool versions. */
function buildKey(webpackVersion: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...filesUnder(fixtureDir), import.meta.filename]) {
    hash.update(path.relative(repoRoot, file)).update('\0').update(fs.readFileSync(file));
  }
  hash.update(`webpack ${webpackVersion}`);
  for (const pkg of LIBRARIES)
    hash.update(`\0${pkg}@${installedVersion(pkg, LIBRARY_DIRS[pkg] ?? libraryDir)}`);
  return hash.digest('hex').slice(0, 16);
}

const HTML = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  '<title>Atende (plain page)</title>',
  // An inline icon, as the apps have (no /favicon.ico request).
  '<link rel="icon" href="data:," />',
  '<style>html, body { margin: 0; }</style>',
  '</head>',
  '<body>',
  '<div id="root"></div>',
  '</body>',
  '</html>',
].join('\n');

/** The webpack configuration: the apps' loaders, file names and minifier, without federation. */
function plainPageConfig(outputDir: string): Record<string, unknown> {
  const HtmlWebpackPlugin = requireTool('html-webpack-plugin') as PluginClass;
  const MinimizerPlugin = requireTool('minimizer-webpack-plugin') as PluginClass & {
    swcMinify: unknown;
  };
  return {
    mode: 'production',
    context: fixtureDir,
    entry: { main: './src/index.tsx' },
    devtool: false,
    output: {
      path: outputDir,
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'],
      // The fixture has no node_modules of its own: its imports fall back to the shell's (and the
      // router's package for react-router).
      modules: [
        'node_modules',
        path.join(libraryDir, 'node_modules'),
        path.join(routerDir, 'node_modules'),
      ],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: requireTool.resolve('swc-loader'),
            options: atendeConfig.swcLoaderOptions({ development: false }),
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ templateContent: HTML, scriptLoading: 'defer', publicPath: '/' }),
    ],
    optimization: {
      minimize: true,
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
    cache: false,
    stats: 'errors-warnings',
  };
}

/**
 * Builds bench/fixtures/plain-page with the repository's webpack (production, swc-loader, the apps'
 * swc minifier) into a temporary folder named by the hash of its sources and library versions; a
 * folder of the same hash is reused.
 */
export async function buildPlainPage(log: (line: string) => void): Promise<PlainPageBuild> {
  const webpack = requireTool('webpack') as Webpack;
  const key = buildKey(webpack.version);
  const dir = path.join(os.tmpdir(), `atende-bench-plain-page-${key}`);
  if (fs.existsSync(path.join(dir, 'index.html'))) return { dir, cached: true, buildMs: 0 };

  log(`building the plain page (webpack ${webpack.version}) into ${dir}...`);
  const started = performance.now();
  const partial = `${dir}.partial-${process.pid}`;
  const stats = await new Promise<WebpackStats>((resolve, reject) => {
    webpack(plainPageConfig(partial), (error, result) => {
      if (error || !result) reject(error ?? new Error('webpack gave no result.'));
      else resolve(result);
    });
  });
  if (stats.hasErrors()) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw new Error(`the plain page did not build:\n${stats.toString('errors-only')}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
  return { dir, cached: false, buildMs: performance.now() - started };
}
