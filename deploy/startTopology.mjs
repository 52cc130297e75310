// startTopology: N API instances + static servers + nginx, rendered from the templates of deploy/.
import fs from 'node:fs';
import path from 'node:path';
import {
  builtApps,
  freePort,
  makePrefix,
  recreateDatabase,
  render,
  root,
  runSecrets,
  startChild,
  stopChild,
  waitForHttp,
} from './topology.mjs';

const deployDir = path.join(root, 'deploy');

/**
 * Starts the topology and resolves once every instance and the proxy answer /health.
 * @param {object} options
 * @param {number} [options.instances] API instances [2]
 * @param {number} [options.port] the proxy's port (every instance behind it) [8080]
 * @param {boolean} [options.pinned] also one proxy port per instance (port + 1..N): a browser pinned
 *   to one instance, through the same configuration (the e2e `scale` project)
 * @param {string} [options.adminDatabaseUrl] a PostgreSQL server where a fresh database is created
 * @param {string} [options.databaseName] its name [atende_topology]
 * @param {string} [options.redisUrl] [redis://127.0.0.1:6379]
 * @param {boolean} [options.demoData] seed the demo users and customers [true]
 * @param {number} [options.workers] nginx worker processes [1]
 * @param {Record<string, string>} [options.env] more environment for every instance
 * @param {(instance: number) => string[]} [options.nodeArgs] node flags of an instance (--cpu-prof)
 * @param {(line: string) => void} [options.log]
 */
export async function startTopology(options = {}) {
  const n = options.instances ?? 2;
  const port = options.port ?? 8080;
  const log = options.log ?? (() => undefined);
  const prefix = makePrefix();
  const logFile = (name) => path.join(prefix, 'logs', `${name}.log`);
  /** Static servers, API instances and nginx, in start order. */
  const processes = [];
  const instances = [];
  const stop = async () => {
    // The proxy first (no new requests), then the instances, then the static servers.
    for (const proc of [...processes].reverse()) await stopChild(proc);
    await Promise.all(instances.map((inst) => inst.proc && stopChild(inst.proc)));
  };
  try {
    const apps = builtApps();
    const shell = apps.find((a) => a.app === 'shell');
    const api = path.join(root, 'apps/api/dist/main.js');
    if (!shell || !fs.existsSync(api)) throw new Error('build first: pnpm build (api and shell).');
    const remotes = apps.filter((a) => a.remote);
    const secrets = runSecrets();
    const origin = `http://127.0.0.1:${port}`;
    const pinnedPorts = options.pinned ? Array.from({ length: n }, (_, i) => port + 1 + i) : [];
    const origins = [port, ...pinnedPorts].map((p) => `http://127.0.0.1:${p}`);
    const databaseUrl = await recreateDatabase(
      options.adminDatabaseUrl ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres',
      options.databaseName ?? 'atende_topology',
    );

    // Static servers: the shell and each remote, on free ports, reached only through nginx.
    const serveCli = path.join(root, 'packages/config/src/serve/cli.cjs');
    const shellConfig = (o) => ({
      apiBaseUrl: `${o}/api`,
      integrationBaseUrl: `${o}/integration`,
      fileServiceUrl: `${o}/files`,
      hubUrl: `${o}/hubs/attendance`,
      remotes: Object.fromEntries(
        remotes.map((r) => [r.remote, `${o}/remotes/${r.remote}/mf-manifest.json`]),
      ),
    });
    for (const [i, o] of origins.entries()) {
      const p = i === 0 ? port : pinnedPorts[i - 1];
      fs.writeFileSync(path.join(prefix, 'config', `${p}.json`), JSON.stringify(shellConfig(o)));
    }
    const statics = [];
    for (const app of [shell, ...remotes]) {
      const p = await freePort();
      const args = [serveCli, '--dir', app.dist, '--port', String(p)];
      if (app === shell) args.push('--config', path.join(prefix, 'config', `${port}.json`));
      const proc = startChild(app.app, process.execPath, args, {
        env: process.env,
        logFile: logFile(app.app),
      });
      processes.push(proc);
      statics.push({ app, port: p, proc });
    }

    // API instances: production mode, one database, one Redis, the same secrets.
    for (let i = 1; i <= n; i += 1) {
      const p = await freePort();
      const env = {
        ...process.env,
        ATENDE_MODE: 'production',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(p),
        PUBLIC_URL: origin,
        DATABASE_URL: databaseUrl,
        REDIS_URL: options.redisUrl ?? 'redis://127.0.0.1:6379',
        DATA_DIR: path.join(prefix, 'data'),
        TOKEN_SECRET: secrets.tokenSecret,
        WHATSAPP_APP_SECRET: secrets.whatsappAppSecret,
        WHATSAPP_VERIFY_TOKEN: secrets.whatsappVerifyToken,
        EMBEDDING_SECRET_KEY: secrets.embeddingSecretKey,
        CORS_ORIGINS: origins.join(','),
        TRUST_PROXY: '127.0.0.1',
        SEED_DEMO_DATA: String(options.demoData ?? true),
        LOG_LEVEL: 'warn',
        // Names the instance's PostgreSQL connections (pg_stat_activity.application_name).
        PGAPPNAME: `atende-api-${i}`,
        ...options.env,
      };
      const instance = {
        index: i,
        port: p,
        url: `http://127.0.0.1:${p}`,
        proc: /** @type {any} */ (null),
        start() {
          instance.proc = startChild(
            `api-${i}`,
            process.execPath,
            [...(options.nodeArgs?.(i) ?? []), api],
            {
              env,
              logFile: logFile(`api-${i}`),
            },
          );
          return waitForHttp(`${instance.url}/health`, 120_000, () => !instance.proc.exited);
        },
        /** Ends the instance (SIGKILL: a crash; SIGTERM: a graceful stop). */
        stop: (signal = 'SIGTERM') => stopChild(instance.proc, signal),
        pid: () => instance.proc.child.pid,
      };
      instances.push(instance);
    }
    // All at once: the startup lock serialises their migrations and the first-start seeding.
    await Promise.all(instances.map((inst) => inst.start()));

    // nginx: the templates of deploy/, rendered into the prefix.
    const server = (p, upstream, hub = upstream) =>
      `  server {\n    listen 127.0.0.1:${p};\n    set $atende_api ${upstream};\n    set $atende_hub ${hub};\n    include ${prefix}/locations.conf;\n  }`;
    const conf = render(fs.readFileSync(path.join(deployDir, 'nginx.conf.template'), 'utf8'), {
      WORKERS: options.workers ?? 1,
      PREFIX: prefix,
      ACCESS_LOG: process.env.NGINX_ACCESS_LOG === '1' ? `${prefix}/logs/access.log` : 'off',
      API_SERVERS: instances
        .map((inst) => `    server 127.0.0.1:${inst.port} max_fails=1 fail_timeout=2s;`)
        .join('\n'),
      PINNED_UPSTREAMS: pinnedPorts
        .map(
          (_, i) =>
            `  upstream atende_api_${i + 1} {\n    server 127.0.0.1:${instances[i].port};\n    keepalive 16;\n  }`,
        )
        .join('\n'),
      SHELL_SERVER: `127.0.0.1:${statics[0].port}`,
      SERVERS: [
        server(port, 'atende_api', 'atende_hub'),
        ...pinnedPorts.map((p, i) => server(p, `atende_api_${i + 1}`)),
      ].join('\n'),
    });
    const locations = render(
      fs.readFileSync(path.join(deployDir, 'locations.conf.template'), 'utf8'),
      {
        PREFIX: prefix,
        REMOTE_LOCATIONS: statics
          .slice(1)
          .map(
            (s) =>
              `location /remotes/${s.app.remote}/ {\n  proxy_pass http://127.0.0.1:${s.port}/;\n}\n`,
          )
          .join('\n'),
      },
    );
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
    fs.writeFileSync(path.join(prefix, 'locations.conf'), locations);
    const nginxArgs = [
      '-p',
      prefix,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-e',
      path.join(prefix, 'logs/error.log'),
      '-g',
      'daemon off;',
    ];
    const nginx = startChild('nginx', process.env.NGINX_BIN ?? '/usr/sbin/nginx', nginxArgs, {
      env: process.env,
      logFile: logFile('nginx'),
    });
    processes.push(nginx);
    for (const o of origins) await waitForHttp(`${o}/health`, 30_000, () => !nginx.exited);
    for (const s of statics)
      await waitForHttp(`http://127.0.0.1:${s.port}/`, 30_000, () => !s.proc.exited);

    log(`proxy ${origin} -> ${n} API instance(s): ${instances.map((inst) => inst.url).join(', ')}`);
    if (pinnedPorts.length)
      log(
        `pinned: ${origins
          .slice(1)
          .map((o, i) => `${o} -> api-${i + 1}`)
          .join(', ')}`,
      );
    log(`database ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}; logs and config in ${prefix}`);
    // A clean stop leaves nothing behind; a failed start keeps the prefix's logs (named in the error).
    const stopAndClean = async () => {
      await stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    };
    return { url: origin, origins, instances, secrets, databaseUrl, prefix, stop: stopAndClean };
  } catch (error) {
    await stop();
    if (error instanceof Error) error.message += ` (logs in ${prefix}/logs)`;
    throw error;
  }
}
