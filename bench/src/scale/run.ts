// `pnpm bench -- --scale [...]` (or `--only scale`): the scale scenario of issue 21, opt-in because it
// runs for minutes. It starts its own topology with deploy/startTopology.mjs (nginx in front of N API
// instances in production mode on PostgreSQL and Redis), connects the agents, then runs the latency
// phase and the inbound phase; see options.ts for the parameters.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTopology } from '../../../deploy/startTopology.mjs';
import { quantile, renderTable, type Table } from '../measure/table';
import { connectAgent, login, type Agent } from './agents';
import { scaleOptions } from './options';
import { inboundPhase, latencyPhase } from './phases';
import { sampleResources, type Usage } from './resources';

const round = (ms: number) => Math.round(ms * 10) / 10;

function usageTable(title: string, usage: Usage[]): Table {
  return {
    title,
    columns: ['instance', 'CPU % of a core', 'peak RSS MB', 'peak sockets', 'peak PG connections'],
    rows: usage.map((u) => [u.instance, u.cpuPercent, u.rssMb, u.sockets, u.pgConnections]),
  };
}

/** Runs the scale scenario; resolves with the exit code. */
export async function runScale(args: readonly string[]): Promise<number> {
  const o = scaleOptions(args);
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
  console.log(
    `Atende bench, scale scenario, ${new Date().toISOString()}, ${os.cpus().length} cores`,
  );
  console.log(
    `  options ${JSON.stringify(o)}; load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (o.cpuProfDir) fs.mkdirSync(path.resolve(o.cpuProfDir), { recursive: true });
  const topology = await startTopology({
    instances: o.instances,
    port: 4700 + offset,
    databaseName: `atende_bench_scale_${offset}`,
    adminDatabaseUrl: process.env.DATABASE_ADMIN_URL ?? process.env.TEST_DATABASE_URL,
    redisUrl: process.env.REDIS_URL ?? process.env.TEST_REDIS_URL,
    nodeArgs: (i) =>
      o.cpuProfDir && i === 1 ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(o.cpuProfDir)}`] : [],
    log: (line) => console.log(`  ${line}`),
  });
  const agents: Agent[] = [];
  try {
    const users = await Promise.all(['agent1', 'agent2'].map((u) => login(topology.url, u)));
    for (let i = 0; i < o.agents; i += 1)
      agents.push(await connectAgent(topology.url, users[i % 2]!));
    console.log(`  ${agents.length} agents connected through ${topology.url}`);
    const pids = () => topology.instances.map((inst) => inst.pid());

    const sampler = sampleResources(pids, topology.databaseUrl);
    const lat = await latencyPhase(topology, agents, o);
    const latUsage = await sampler.stop();
    const tables: Table[] = [
      {
        title: `Webhook POST to NewAtt at the agents' clients (ms): ${o.rate}/s for ${o.seconds} s, ${agents.length} agents, ${o.instances} instances`,
        columns: ['deliveries', 'p50', 'p95', 'p99', 'max'],
        rows: [
          [
            lat.latencies.length,
            round(quantile(lat.latencies, 0.5)),
            round(quantile(lat.latencies, 0.95)),
            round(quantile(lat.latencies, 0.99)),
            round(Math.max(...lat.latencies)),
          ],
        ],
        notes: [
          `${lat.sent} messages; ${lat.dropped} hub connections dropped (TCP destroyed), ${lat.reconnects} reconnects;`,
          `on every screen at the end: ${lat.missing === 0 ? 'yes' : `NO, ${lat.missing} (agent, message) pairs missing`}; ${lat.healed} pairs came by the resync after a reconnect; ${lat.doubles} doubled events.`,
        ],
      },
      usageTable('Resource use during the latency phase', latUsage),
    ];
    for (const t of tables) console.log(`\n${renderTable(t)}`);

    const sampler2 = sampleResources(pids, topology.databaseUrl);
    const inbound = await inboundPhase(topology, o);
    const inUsage = await sampler2.stop();
    const connected = agents.filter((a) => a.connection.state === 'Connected').length;
    const table: Table = {
      title: `Sustained signed inbound: target ${o.inboundRate}/s for ${o.inboundSeconds} s, ${o.concurrency} in flight, ${o.instances} instances`,
      columns: [
        'sent',
        'seconds',
        'stored per s',
        'first try',
        'retried',
        'failed',
        'stored',
        'lost',
        'doubled',
      ],
      rows: [
        [
          inbound.sent,
          inbound.seconds,
          Math.round(inbound.storedDistinct / inbound.seconds),
          inbound.firstTry,
          inbound.retried,
          inbound.failed,
          inbound.stored,
          inbound.sent - inbound.storedDistinct,
          inbound.stored - inbound.storedDistinct,
        ],
      ],
      notes: [
        inbound.killedAt !== undefined
          ? `instance 2 killed (SIGKILL) at ${inbound.killedAt} s, restarted at ${inbound.restartedAt} s`
          : 'no instance killed',
        `agents connected after the phase: ${connected} of ${agents.length}`,
      ],
    };
    console.log(
      `\n${renderTable(table)}\n\n${renderTable(usageTable('Resource use during the inbound phase', inUsage))}`,
    );
    console.log(
      `\n  load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const ok =
      lat.missing === 0 &&
      lat.doubles === 0 &&
      inbound.sent === inbound.storedDistinct &&
      inbound.stored === inbound.storedDistinct;
    if (!ok) console.error('\nscale: a message was lost or doubled (see above).');
    return ok ? 0 : 1;
  } finally {
    await Promise.all(agents.map((a) => a.connection.stop().catch(() => undefined)));
    await topology.stop();
  }
}
