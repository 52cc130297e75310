// Two projects: every suite on embedded PGlite, and the API suites again on a real Postgres
// when TEST_DATABASE_URL is set (REQUIRE_SERVICES=1 makes its absence an error, as in CI).
// PGlite loads its WebAssembly through a dynamic import, hence --experimental-vm-modules in the test script.
// content-disposition 3 (used by @fastify/static for /docs) is ESM-only, so it is transformed.
const preset = require('../../jest.preset.cjs');

const { reporters, ...projectPreset } = preset;
// 60 s per test and per hook: a suite's beforeAll starts a seeded server (PGlite compiles its
// WebAssembly and applies every migration, about 4 s on an idle machine), and on CI, beside every
// other package's tests on 2 cores, one such start took more than 30 s.
const common = {
  ...projectPreset,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition)[@/])'],
  testTimeout: 60000,
};

if (process.env.REQUIRE_SERVICES === '1' && !process.env.TEST_DATABASE_URL) {
  throw new Error(
    'REQUIRE_SERVICES=1 but TEST_DATABASE_URL is not set: the Postgres suite cannot run.',
  );
}

const projects = [{ ...common, displayName: 'pglite' }];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...common,
    displayName: 'postgres',
    testMatch: ['<rootDir>/test/**/*.api.test.ts'],
    setupFiles: ['<rootDir>/test/usePostgres.cjs'],
  });
}

module.exports = { reporters, projects, testTimeout: 60000 };
