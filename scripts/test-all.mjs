// `pnpm test`: formatting, lint, types and every test suite of every package (turbo), then the
// browser tests when present. The Postgres and Redis suites use TEST_DATABASE_URL / TEST_REDIS_URL;
// when unset, a local server on the standard port is used if one answers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

function reachable(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

// turbo's anonymous telemetry stays off in every script of the repository.
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
if (!env.TEST_DATABASE_URL && (await reachable(5432))) {
  env.TEST_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
}
if (!env.TEST_REDIS_URL && (await reachable(6379))) env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
console.log(
  `Postgres suite: ${env.TEST_DATABASE_URL ?? 'skipped (no TEST_DATABASE_URL, nothing on 5432)'}`,
);
console.log(
  `Redis suite:    ${env.TEST_REDIS_URL ?? 'skipped (no TEST_REDIS_URL, nothing on 6379)'}`,
);

function run(cmd, args) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('pnpm', ['exec', 'prettier', '--check', '.']);
run('node', ['scripts/check-turbo-hash.mjs']);
run('node', ['scripts/check-lint-boundaries.mjs']);
run('pnpm', ['exec', 'eslint', 'scripts', 'deploy']);
run('pnpm', ['exec', 'knip']);
run('node', ['scripts/check-api-changesets.mjs']);
run('pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', '--concurrency=2']);
run('pnpm', ['exec', 'turbo', 'run', 'e2e', '--concurrency=1']);

// One closing line for the whole workspace, summed over every package's jest run.
let passed = 0;
let failed = 0;
let skipped = 0;
// The journeys' two lanes (e2e/scripts/run-journeys.mjs) each write their own results.
for (const file of ['playwright.json', 'playwright-side.json']) {
  const e2eResults = path.join('e2e', '.test-results', file);
  if (!fs.existsSync(e2eResults)) continue;
  const { stats } = JSON.parse(fs.readFileSync(e2eResults, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
for (const group of ['apps', 'packages']) {
  if (!fs.existsSync(group)) continue;
  for (const name of fs.readdirSync(group)) {
    const file = path.join(group, name, '.test-results', 'jest.json');
    if (!fs.existsSync(file)) continue;
    const totals = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += totals.passed;
    failed += totals.failed;
    skipped += totals.skipped;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exit(1);
