import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isRemoteName, type RemoteName } from './areas';
import { freePort, startProcess, waitForHttp, type RunningProcess } from './processes';

const benchDir = path.resolve(import.meta.dirname, '..', '..');
const repoRoot = path.resolve(benchDir, '..');
const require = createRequire(import.meta.url);

/**
 * The API port of the bench (kept away from `npm start`'s 4000 and the e2e run's 4400), shifted by
 * `BENCH_PORT_OFFSET` so that two checkouts can run the bench side by side (as `E2E_PORT_OFFSET`
 * does for the journeys). Every other port of the bench is a free one the OS gives.
 */
const BENCH_PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
if (!Number.isInteger(BENCH_PORT_OFFSET) || BENCH_PORT_OFFSET < 0 || BENCH_PORT_OFFSET > 1000)
  throw new Error(`BENCH_PORT_OFFSET must be a whole number from 0 to 1000.`);
const BENCH_API_PORT = 4600 + BENCH_PORT_OFFSET;

/** One remote served from its own origin, as in a deployment. */
export interface ServedRemote {
  name: RemoteName;
  /** The app folder name under apps/ (agent-desk, ...). */
  app: string;
  origin: string;
  manifestUrl: string;
  /** The remote's build manifest (mf-manifest.json), as served. */
  manifest: FederationManifest;
}

/** The part of `mf-manifest.json` the bench reads. */
export interface FederationManifest {
  name: string;
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: Array<{
    name: string;
    version: string;
    assets?: { js?: { sync?: string[]; async?: string[] } };
  }>;
}

/** The running product: API, shell and every built remote, each on its own port. */
export interface BenchStack {
  apiUrl: string;
  shellOrigin: string;
  remotes: ServedRemote[];
  /**
   * Rewrites the shell's `config.json` (read on every request by atende-serve, no restart): every
   * served remote, or only those named. Remotes left out show their fallback at once, without a fetch.
   */
  configureRemotes(only?: readonly RemoteName[]): void;
  /**
   * The origin kept for a page the bench builds itself (the `cold-agent` scenario's plain page): its
   * port is chosen at start so that the API's CORS allows it next to the shell's.
   */
  plainPageOrigin: string;
  /** Serves `distDir` on `plainPageOrigin` (atende-serve with the shell's `config.json`); once. */
  servePlainPage(distDir: string): Promise<void>;
  /** The build folder each origin serves (shell and remotes), to find the files' source maps. */
  distDirs: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The `atende-serve` bin of @atende/config, as linked into this package. */
function atendeServeBin(): string {
  const bin = path.join(benchDir, 'node_modules', '.bin', 'atende-serve');
  if (!fs.existsSync(bin)) throw new Error('atende-serve is not linked: run pnpm install.');
  return bin;
}

/** Web apps under apps/ with a `serve` script and a production build (`dir`/dist). */
function builtWebApps(): Array<{ app: string; dir: string; manifest: FederationManifest | null }> {
  const appsDir = path.join(repoRoot, 'apps');
  return fs
    .readdirSync(appsDir)
    .map((app) => ({ app, dir: path.join(appsDir, app) }))
    .filter(({ dir }) => {
      const pkg = path.join(dir, 'package.json');
      return (
        fs.existsSync(pkg) && readJson<{ scripts?: Record<string, string> }>(pkg).scripts?.serve
      );
    })
    .filter(({ dir }) => fs.existsSync(path.join(dir, 'dist', 'index.html')))
    .map(({ app, dir }) => {
      const manifestFile = path.join(dir, 'dist', 'mf-manifest.json');
      return {
        app,
        dir,
        manifest: fs.existsSync(manifestFile) ? readJson<FederationManifest>(manifestFile) : null,
      };
    });
}

function serveApp(name: string, distDir: string, port: number, extra: string[]): RunningProcess {
  return startProcess(name, atendeServeBin(), [
    '--dir',
    distDir,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    ...extra,
  ]);
}

/** Options of `startStack`. */
export interface StackOptions {
  /**
   * Serve another build folder for a remote or the shell (`--dist agentDesk=/path/to/dist`: compare a
   * candidate; `--dist shell=/tmp/shell-with-maps`: a build with source maps, to explain its bytes).
   */
  distOverrides?: Partial<Record<RemoteName | 'shell', string>>;
}

/**
 * Starts the API (fresh data folder, demo data, LOG_LEVEL=warn) on port 4600 (+ BENCH_PORT_OFFSET), the shell and every built
 * remote with atende-serve on free ports, and the shell's generated `config.json`.
 */
export async function startStack(
  log: (line: string) => void,
  options: StackOptions = {},
): Promise<BenchStack> {
  const processes: RunningProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-bench-'));
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const apps = builtWebApps();
    const shellApp = apps.find((a) => a.app === 'shell');
    if (!shellApp) throw new Error('apps/shell/dist is missing: build first (pnpm build).');
    const remoteApps = apps.flatMap((a) =>
      a.manifest && isRemoteName(a.manifest.name)
        ? [
            {
              app: a.app,
              dist: path.join(a.dir, 'dist'),
              manifest: a.manifest,
              name: a.manifest.name,
            },
          ]
        : [],
    );
    const shellDist = options.distOverrides?.shell ?? path.join(shellApp.dir, 'dist');
    for (const [name, dist] of Object.entries(options.distOverrides ?? {})) {
      if (name === 'shell') continue;
      const manifest = readJson<FederationManifest>(path.join(dist, 'mf-manifest.json'));
      const existing = remoteApps.find((r) => r.name === name);
      if (existing) Object.assign(existing, { dist, manifest });
      else remoteApps.push({ app: name, dist, manifest, name: name as RemoteName });
    }

    const shellPort = await freePort();
    const shellOrigin = `http://127.0.0.1:${shellPort}`;
    const apiUrl = `http://127.0.0.1:${BENCH_API_PORT}`;
    const plainPagePort = await freePort();
    const plainPageOrigin = `http://127.0.0.1:${plainPagePort}`;

    let apiMain: string;
    try {
      apiMain = require.resolve('@atende/api');
    } catch {
      throw new Error('apps/api/dist/main.js is missing: build first (pnpm build).');
    }
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...baseEnv } = process.env;
    const api = startProcess('api', process.execPath, [apiMain], {
      env: {
        ...baseEnv,
        // Development mode (ADR 0008): demo data and the simulator, which the bench drives.
        ATENDE_MODE: 'development',
        PORT: String(BENCH_API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: apiUrl,
        CORS_ORIGINS: `${shellOrigin},${plainPageOrigin}`,
        LOG_LEVEL: 'warn',
        // PostgreSQL instead of PGlite for the database figures (bot-turn): a database of its own.
        ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      },
    });
    processes.push(api);

    const remotes: ServedRemote[] = [];
    for (const remote of remoteApps) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const proc = serveApp(remote.app, remote.dist, port, ['--cors', shellOrigin]);
      processes.push(proc);
      remotes.push({
        name: remote.name,
        app: remote.app,
        origin,
        manifestUrl: `${origin}/mf-manifest.json`,
        manifest: remote.manifest,
      });
      await waitForHttp(`${origin}/mf-manifest.json`, proc, 30_000);
    }

    const configFile = path.join(dataDir, 'shell-config.json');
    const configureRemotes = (only?: readonly RemoteName[]) => {
      const entries = remotes
        .filter((r) => !only || only.includes(r.name))
        .map((r) => [r.name, r.manifestUrl]);
      fs.writeFileSync(
        configFile,
        JSON.stringify({
          apiBaseUrl: `${apiUrl}/api`,
          integrationBaseUrl: `${apiUrl}/integration`,
          fileServiceUrl: `${apiUrl}/files`,
          hubUrl: `${apiUrl}/hubs/attendance`,
          remotes: Object.fromEntries(entries),
        }),
      );
    };
    configureRemotes();
    const shell = serveApp('shell', shellDist, shellPort, ['--config', configFile]);
    processes.push(shell);
    await waitForHttp(`${shellOrigin}/config.json`, shell, 30_000);
    await waitForHttp(`${apiUrl}/health`, api, 120_000);

    log(`${'api'.padEnd(12)} ${apiUrl} (data ${dataDir})`);
    log(`${'shell'.padEnd(12)} ${shellOrigin} (${path.relative(repoRoot, shellDist)})`);
    for (const r of remotes) {
      const dist = remoteApps.find((a) => a.name === r.name)?.dist ?? '';
      log(`${r.name.padEnd(12)} ${r.manifestUrl} (${path.relative(repoRoot, dist)})`);
    }
    const missing = builtWebApps().length - 1 - remotes.length;
    if (missing > 0) log(`(${missing} built app(s) without a known remote manifest not served)`);
    let plainPageServed = false;
    const servePlainPage = async (distDir: string) => {
      if (plainPageServed) throw new Error('the plain page is served already.');
      plainPageServed = true;
      const proc = serveApp('plain-page', distDir, plainPagePort, ['--config', configFile]);
      processes.push(proc);
      await waitForHttp(`${plainPageOrigin}/config.json`, proc, 30_000);
    };
    return {
      apiUrl,
      shellOrigin,
      remotes,
      configureRemotes,
      plainPageOrigin,
      servePlainPage,
      distDirs: Object.fromEntries([
        [shellOrigin, shellDist],
        ...remotes.map((r) => [r.origin, remoteApps.find((a) => a.name === r.name)?.dist ?? '']),
      ]),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
