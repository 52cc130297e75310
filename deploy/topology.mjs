// The local scale-out topology (docs/deployment.md, ADR 0028): nginx from Debian's package, rendered
// from deploy/nginx.conf.template and deploy/locations.conf.template into a temporary prefix, in front
// of N API instances (production mode, one PostgreSQL, one Redis) and the static servers of the shell
// and every built remote. Used by deploy/start-local.mjs (`pnpm start:scale`), the e2e `scale` project
// and the bench's `scale` scenario: the configuration in the repo is the one that is tested.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const deployDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(deployDir, '..');

/** A free TCP port on loopback, as the OS gives it. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Fills the {{NAME}} fields of a template; an unknown or unfilled field is an error. */
export function render(template, fields) {
  const out = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in fields)) throw new Error(`template field ${name} has no value`);
    return String(fields[name]);
  });
  return out;
}

/** Polls `url` until it answers 2xx, or throws after `timeoutMs` (or when `alive()` turns false). */
export async function waitForHttp(url, timeoutMs, alive = () => true) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`the process behind ${url} ended`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts a child in its own process group; output to `logFile`. */
function startChild(name, command, args, { env, logFile, cwd = root }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  const proc = { name, child, exited: false, exitCode: /** @type {number | null} */ (null) };
  proc.done = new Promise((resolve) =>
    child.once('exit', (code) => {
      proc.exited = true;
      proc.exitCode = code;
      resolve(code);
    }),
  );
  return proc;
}

/** Sends `signal` to a child's process group and waits for it to end (SIGKILL after 5 s). */
async function stopChild(proc, signal = 'SIGTERM') {
  if (proc.exited) return;
  const kill = (sig) => {
    try {
      process.kill(-proc.child.pid, sig);
    } catch {
      /* already gone */
    }
  };
  kill(signal);
  const timer = setTimeout(() => kill('SIGKILL'), 5000);
  await proc.done;
  clearTimeout(timer);
}

/** Web apps under apps/ with a build (dist/index.html), and the remote name of each (from its manifest). */
function builtApps() {
  const appsDir = path.join(root, 'apps');
  return fs
    .readdirSync(appsDir)
    .map((app) => ({ app, dist: path.join(appsDir, app, 'dist') }))
    .filter(({ dist }) => fs.existsSync(path.join(dist, 'index.html')))
    .map(({ app, dist }) => {
      const manifest = path.join(dist, 'mf-manifest.json');
      const name = fs.existsSync(manifest)
        ? JSON.parse(fs.readFileSync(manifest, 'utf8')).name
        : null;
      return { app, dist, remote: app === 'shell' ? null : name };
    });
}

/** A fresh database `name` on the server of `adminUrl` (dropped first when it exists). */
async function recreateDatabase(adminUrl, name) {
  const require = createRequire(path.join(root, 'apps/api/package.json'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export { builtApps, recreateDatabase, startChild, stopChild, root };

/** Secrets of one run: random, the same for every instance (tokens of one verify on the others). */
export function runSecrets() {
  return {
    tokenSecret: randomBytes(48).toString('base64'),
    whatsappAppSecret: randomBytes(24).toString('hex'),
    whatsappVerifyToken: randomBytes(12).toString('hex'),
    embeddingSecretKey: randomBytes(32).toString('hex'),
  };
}

/** A temporary prefix for nginx and the instances' shared files (world-readable: nginx workers run as nobody under root). */
export function makePrefix() {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-topology-'));
  fs.chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'temp', 'config', 'data']) fs.mkdirSync(path.join(prefix, dir));
  return prefix;
}
