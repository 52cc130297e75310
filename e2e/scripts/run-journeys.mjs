// `pnpm e2e`: the browser journeys in two lanes that share nothing, side by side. The side lane's
// projects (`SIDE_LANE_PROJECTS` in playwright.config.ts: journeys that only make their own records,
// and the one that starts its own topology) run against their own API, database and servers, their
// ports shifted by LANE_OFFSET; every other project runs in the main lane on one worker, as before
// (its journeys share the demo data). Arguments given to `pnpm e2e` (a project, a file) run as one
// plain Playwright run instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** How far the side lane's ports sit from the main lane's (E2E_PORT_OFFSET adds to both). */
const LANE_OFFSET = 200;

/** Runs Playwright with `args`, each output line prefixed with the lane's name. */
function lane(name, args, env) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'playwright', 'test', ...args], {
      cwd: e2eDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, target) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) target.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && target.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const given = process.argv.slice(2);
if (given.length > 0) {
  const code = await lane('e2e', given, {});
  process.exit(code);
}

// Results of an earlier run must not be counted if a lane ends before writing its own.
for (const file of ['playwright.json', 'playwright-side.json']) {
  fs.rmSync(path.join(e2eDir, '.test-results', file), { force: true });
}
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const sidePorts = { E2E_PORT_OFFSET: String(offset + LANE_OFFSET) };
if (process.env.E2E_API_PORT) {
  sidePorts.E2E_API_PORT = String(Number(process.env.E2E_API_PORT) + LANE_OFFSET);
}
const codes = await Promise.all([
  lane('main', [], { E2E_LANE: 'main', E2E_RESULTS_FILE: '.test-results/playwright.json' }),
  lane('side', [], {
    ...sidePorts,
    E2E_LANE: 'side',
    E2E_RESULTS_FILE: '.test-results/playwright-side.json',
  }),
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
