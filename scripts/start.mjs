// `npm start` / `pnpm start`: installs dependencies, builds, and runs the whole product on this
// machine: the provider API (ATENDE_MODE=development: embedded database, demo data, simulator, /docs)
// and every web app that has a `serve` script, each on its own port as in a real deployment. Ctrl+C
// stops everything.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pnpmVersion = JSON.parse(
  fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

process.env.TURBO_TELEMETRY_DISABLED = '1'; // no turbo telemetry from any script

function hasPnpm() {
  return spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0;
}
const pnpm = hasPnpm() ? ['pnpm'] : ['npx', '--yes', `pnpm@${pnpmVersion}`];

function run(args) {
  console.log(`$ ${[...pnpm, ...args].join(' ')}`);
  const result = spawnSync(pnpm[0], [...pnpm.slice(1), ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['install', '--frozen-lockfile']);
run(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);

const env = {
  ...process.env,
  // The API's development mode (ADR 0008): development secret, demo data, simulator, /docs.
  ATENDE_MODE: process.env.ATENDE_MODE ?? 'development',
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
  PORT: process.env.PORT ?? '4000',
};
const children = [];
function start(name, cmd, args, cwd, childEnv = env) {
  // Own process group, so stopping also ends what a package script started (pnpm does not forward signals).
  const child = spawn(cmd, args, { cwd, env: childEnv, stdio: 'inherit', detached: true });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

start('api', process.execPath, ['dist/main.js'], path.join(root, 'apps/api'));
const webApps = fs
  .readdirSync(path.join(root, 'apps'))
  .filter((name) => name !== 'api')
  .map((name) => ({ name, dir: path.join(root, 'apps', name) }))
  .filter(({ dir }) => {
    const file = path.join(dir, 'package.json');
    return fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).scripts?.serve;
  });
// Web apps listen on the port their own serve script names, not the API's.
const { PORT: _apiPort, ...webEnv } = env;
for (const app of webApps) {
  start(app.name, pnpm[0], [...pnpm.slice(1), 'run', '--silent', 'serve'], app.dir, webEnv);
}
if (webApps.some((a) => a.name === 'shell')) {
  setTimeout(
    () =>
      console.log(
        [
          '',
          'Open http://localhost:3000 and log in with a demo user (password Atende@2026):',
          '  agent1 / agent2 for the agent desk, manager or admin for the manager area',
          '  and the flows (http://localhost:3000/fluxo); manager or admin for the reports',
          '  (http://localhost:3000/reports, payments at /reports/payments).',
          'Play the end client at http://localhost:4000/simulator (pick Acme Telecom).',
          '',
        ].join('\n'),
      ),
    3000,
  );
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
