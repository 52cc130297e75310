// Two projects: every suite on embedded PGlite, and the API suites again on a real Postgres
// when TEST_DATABASE_URL is set (REQUIRE_SERVICES=1 makes its absence an error, as in CI).
// PGlite loads its WebAssembly through a dynamic import, hence --experimental-vm-modules in the test script.
// content-disposition 3 (used by @fastify/static for /docs) is ESM-only, so it is transformed.
const preset = require('../../jest.preset.cjs');

const { reporters, ...projectPreset } = preset;
const common = {
  ...projectPreset,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition)[@/])'],
  testTimeout: 30000,
};

if (process.env.REQUIRE_SERVICES === '1' && !process.env.TEST_DATABASE_URL) {
  throw new Error(
    'REQUIRE_SERVICES=1 but TEST_DATABASE_URL is not set: the Postgres suite cannot run.',
  );
}

/**
 * With a real Postgres (CI), the API suites (`*.api.test.ts`) run on it, and on PGlite only these:
 * every route once (the route matrix) and the suites heaviest in dates, sums, locks and transactions,
 * where the two drivers could differ (ADR 0031). Without Postgres, every suite runs on PGlite.
 */
const PGLITE_PARITY_SUITES = [
  'routeMatrix',
  'attendance',
  'dashboard',
  'reportsData',
  'payments',
  'chatbotLife',
  'flows',
];

const projects = [
  process.env.TEST_DATABASE_URL
    ? {
        ...common,
        displayName: 'pglite',
        testPathIgnorePatterns: [
          '/node_modules/',
          `<rootDir>/test/(?!(${PGLITE_PARITY_SUITES.join('|')})\\.api\\.test\\.ts$).*\\.api\\.test\\.ts$`,
        ],
      }
    : { ...common, displayName: 'pglite' },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...common,
    displayName: 'postgres',
    testMatch: ['<rootDir>/test/**/*.api.test.ts'],
    setupFiles: ['<rootDir>/test/usePostgres.cjs'],
  });
}

module.exports = { reporters, projects, testTimeout: 30000 };
