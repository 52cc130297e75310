// Lint rules for the whole workspace (flat config). Each package runs `eslint src`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';

// Import boundaries (ARCHITECTURE.md "Toolchain"): read from the workspace, so a new app or a new
// public entry needs no change here.
const root = import.meta.dirname;
const workspace = (group) =>
  fs
    .readdirSync(path.join(root, group))
    .filter((dir) => fs.existsSync(path.join(root, group, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, group, dir, 'package.json'), 'utf8'));
      return { dir: `${group}/${dir}`, name: pkg.name, exports: Object.keys(pkg.exports ?? {}) };
    });
const apps = workspace('apps');
const packages = workspace('packages');

/** A package is imported through its public entries only (its exports map), never by deep path. */
const publicEntriesOnly = [
  {
    group: [
      '@atende/*/**',
      ...packages.flatMap((p) =>
        p.exports.filter((e) => e !== '.').map((e) => `!${p.name}/${e.slice(2)}`),
      ),
    ],
    message: "Import a package through its public entries (its package.json 'exports').",
  },
  {
    group: ['**/packages/*/**', '**/apps/*/**'],
    message: 'Import another workspace package by its name and public entry, not by path.',
  },
  {
    // A relative path into another package's folder (`../../../api/src/x` from an app).
    regex: `^(\\.\\./)+(${[...apps, ...packages].map((p) => path.basename(p.dir)).join('|')})/(src|test)(/|$)`,
    message: 'Import another workspace package by its name and public entry, not by path.',
  },
];
const noApps = (except, message) =>
  apps.filter((a) => a.name !== except).map((a) => ({ group: [a.name, `${a.name}/**`], message }));
/** Browser-only libraries the API must not import (it runs in Node; it shares `@atende/contract`). */
const browserOnly = [
  {
    // The wire contract is `@atende/contract` (entities, error codes, NewAtt flags, file formats,
    // routes); the browser client is off limits.
    group: [
      '@atende/api-client',
      '@atende/api-client/**',
      '@atende/locale',
      '@atende/locale/**',
      '@atende/permissions/react',
      'react',
      'react/**',
      'react-dom',
      'react-dom/**',
      'react-router',
      'react-i18next',
      'i18next',
      'antd',
      'antd/**',
      '@ant-design/**',
      'zustand',
      'zustand/**',
      'dayjs',
      '@module-federation/**',
    ],
    message: 'The API never imports a browser package.',
  },
];
/** Request data is typed by the route's schema (ADR 0021): never cast, never asserted. */
const apiRequestRules = ['request', 'req'].flatMap((name) =>
  ['TSAsExpression', 'TSNonNullExpression', 'TSTypeAssertion'].map((node) => ({
    selector: `${node} > MemberExpression.expression[property.name=/^(query|body|params)$/]:matches([object.name='${name}'], [object.property.name='${name}'])`,
    message:
      'Request data is typed by the route schema: register the route in a domain plugin (DomainPlugin) instead of casting it.',
  })),
);
/** The caller comes from the access hook, typed (ADR 0021). */
const apiCallerRules = [
  {
    selector: "MemberExpression[property.name='authUser']",
    message: 'Read the caller as request.caller (typed; 401 when no token was checked).',
  },
  {
    selector: "TSNonNullExpression > MemberExpression.expression[property.name='caller']",
    message: 'request.caller is already typed: no non-null assertion.',
  },
];
const restrictedImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [...publicEntriesOnly, ...patterns] }],
});

/** Browser code's import rules (antd by folder, routing through `@atende/routing`), plus `extra`. */
const browserImports = (...extra) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: 'antd',
          allowTypeImports: true,
          message: "Import antd components by folder: import Button from 'antd/es/button'.",
        },
        {
          name: 'react-router',
          message: "Import routing from '@atende/routing' (one shared, tree-shaken router).",
        },
      ],
      patterns: [
        {
          group: ['react-router/**', 'react-router-dom', 'react-router-dom/**'],
          message: "Import routing from '@atende/routing' (one shared, tree-shaken router).",
        },
        ...extra,
      ],
    },
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      ...restrictedImports(),
    },
  },
  // Apps never import other apps (so a remote never imports the shell); packages never import apps.
  ...apps
    .filter((a) => a.name !== '@atende/api')
    .map((a) => ({
      files: [`${a.dir}/**`],
      rules: restrictedImports(
        ...noApps(a.name, 'Apps never import other apps: share code through a package.'),
      ),
    })),
  {
    files: ['apps/api/**'],
    rules: restrictedImports(
      ...noApps('@atende/api', 'Apps never import other apps: share code through a package.'),
      ...browserOnly,
    ),
  },
  {
    files: ['packages/**'],
    rules: restrictedImports(...noApps(null, 'Packages never import apps.')),
  },
  // No function in an app's or a package's source, nor in the workspace's scripts and deploy tools, grows past 200
  // lines (split it by job), whatever the language (the config package and the scripts are plain
  // JavaScript); tests and test kits are exempt.
  {
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.{ts,tsx,js,cjs,mjs}',
      'scripts/**/*.{js,cjs,mjs}',
      'deploy/**/*.{js,cjs,mjs}',
    ],
    ignores: ['**/*.test.*', '**/testing/**'],
    rules: { 'max-lines-per-function': ['error', { max: 200 }] },
  },
  // The API's domains are plugins typed by their route schemas (ADR 0021): request data is never
  // cast and the caller is `request.caller` (typed, 401 when absent).
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...apiRequestRules, ...apiCallerRules],
    },
  },
  {
    // The slot `app.authenticate` fills, read only where the caller is established.
    files: [
      'apps/api/src/auth/**',
      'apps/api/src/access/control.ts',
      'apps/api/src/files/test-support.ts',
    ],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiRequestRules] },
  },
  {
    // antd by component folder (ADR 0015): the root would pull every component into the page.
    // The router through `@atende/routing` (ADR 0016): a direct react-router import bundles a second
    // copy whose contexts the shell's router does not fill.
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts', 'packages/**/*.tsx'],
    ignores: ['apps/api/**', 'packages/routing/**'],
    rules: browserImports(),
  },
  {
    // The test kit (`@atende/api-client/testing`) is for test files only: product code never imports
    // it, so no bundle and no federation share ever holds it.
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts', 'packages/**/*.tsx'],
    ignores: [
      'apps/api/**',
      'packages/routing/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/testing/**',
      'packages/api-client/src/testing/**',
    ],
    rules: browserImports({
      group: ['@atende/api-client/testing'],
      message: 'The test kit is for test files (and src/testing helpers) only.',
    }),
  },
  {
    // One way to test a remote (issue 17): an app's test fakes the API at its edge with the kit's
    // `fakeApi` (`@atende/api-client/testing`), never by replacing the client's own functions.
    files: ['apps/**/*.ts', 'apps/**/*.tsx'],
    ignores: ['apps/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='jest'][callee.property.name=/^(mock|doMock|unstable_mockModule)$/][arguments.0.value=/^@atende.api-client/]",
          message:
            "Fake the API with fakeApi from '@atende/api-client/testing' (packages/api-client/README.md), not jest.mock of the client.",
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Hooks live in .ts files too (stores, controllers): the hook rules cover both.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['apps/api/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { react },
    settings: { react: { version: '19.0' } },
    rules: { 'react/jsx-key': 'error' },
  },
  {
    // Every user-visible string goes through i18next: no literal text in app JSX.
    files: ['apps/*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { react },
    rules: { 'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true }] },
  },
);
