// `pnpm start:scale`: the scale-out topology on this machine (docs/deployment.md): nginx in front of N
// API instances in production mode on one PostgreSQL and one Redis, the shell and the built remotes on
// one origin. Needs a build (`pnpm build`), PostgreSQL and Redis running, and Debian's nginx.
//
//   pnpm start:scale                          2 instances, proxy on http://127.0.0.1:8080
//   pnpm start:scale -- --instances 3 --port 9000 [--pinned] [--json]
//   --pinned: also one proxy port per instance (port + 1..N); --json: one `TOPOLOGY {...}` line.
//   --database <name>: the database created afresh (default atende_topology).
//   Environment: DATABASE_ADMIN_URL (a server where the database atende_topology is created afresh;
//   default postgres://postgres:postgres@127.0.0.1:5432/postgres), REDIS_URL, NGINX_BIN.
// Ctrl+C stops everything.
import { startTopology } from './startTopology.mjs';

function option(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

const instances = Number(option('instances', '2'));
const port = Number(option('port', '8080'));
if (!Number.isInteger(instances) || instances < 1 || instances > 16)
  throw new Error('--instances must be a whole number from 1 to 16.');
if (!Number.isInteger(port) || port < 1024 || port > 65000)
  throw new Error('--port must be a port number from 1024 to 65000.');

const topology = await startTopology({
  instances,
  port,
  pinned: process.argv.includes('--pinned'),
  adminDatabaseUrl: process.env.DATABASE_ADMIN_URL,
  databaseName: option('database', 'atende_topology'),
  redisUrl: process.env.REDIS_URL,
  log: (line) => console.log(line),
});
if (process.argv.includes('--json')) {
  // One line for the programs that start this script (the e2e `scale` project).
  const { url, origins, instances: list, secrets, prefix } = topology;
  const described = list.map((inst) => ({ index: inst.index, url: inst.url, pid: inst.pid() }));
  const appSecret = secrets.whatsappAppSecret;
  console.log(
    `TOPOLOGY ${JSON.stringify({ url, origins, instances: described, appSecret, prefix })}`,
  );
}
console.log(
  [
    '',
    `Atende on ${topology.url} (${instances} API instances behind nginx; Ctrl+C stops everything)`,
    '  demo logins (password Atende@2026): agent1, agent2, manager, admin',
    `  signed webhook: POST ${topology.url}/webhooks/whatsapp, X-Hub-Signature-256 with the app secret ${topology.secrets.whatsappAppSecret}`,
    '',
  ].join('\n'),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await topology.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
