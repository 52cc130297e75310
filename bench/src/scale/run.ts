// `pnpm bench -- --scale [...]` (or `--only scale`): the scale scenario of issue 21, opt-in because it
// runs for minutes. It starts its own topology with deploy/startTopology.mjs (nginx in front of N API
// instances in production mode on PostgreSQL and Redis), connects the agents, then runs the latency
// phase, the inbound phase and the chatbot phase (`--phases` picks); see options.ts for the parameters.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTopology } from '../../../deploy/startTopology.mjs';
import { renderTable, type Table } from '../measure/table';
import { connectAgent, login, type Agent } from './agents';
import { botPhase, botPhaseComplete } from './botPhase';
import { openBrowserAgents, type BrowserAgents } from './browsers';
import { scaleOptions } from './options';
import { inboundPhase, latencyPhase } from './phases';
import { sampleResources } from './resources';
import { botTable, browserTable, inboundTable, latencyTable, usageTable } from './tables';

/** Runs the scale scenario; resolves with the exit code. */
export async function runScale(args: readonly string[]): Promise<number> {
  const o = scaleOptions(args);
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
  console.log(
    `Atende bench, scale scenario, ${new Date().toISOString()}, ${os.cpus().length} cores`,
  );
  console.log(
    `  options ${JSON.stringify({ ...o, phases: [...o.phases] })}; load average before: ${os
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
    ...(o.poolSize ? { env: { DATABASE_POOL_SIZE: String(o.poolSize) } } : {}),
  });
  const agents: Agent[] = [];
  let browsers: BrowserAgents | undefined;
  try {
    const users = await Promise.all(['agent1', 'agent2'].map((u) => login(topology.url, u)));
    for (let i = 0; i < o.agents; i += 1)
      agents.push(await connectAgent(topology.url, users[i % 2]!));
    console.log(`  ${agents.length} agents connected through ${topology.url}`);
    if (o.phases.has('latency')) {
      browsers = await openBrowserAgents(topology.url, o.browsers);
      console.log(`  ${browsers.count} more agents in Chromium on ${topology.url}`);
    }
    const pids = () => topology.instances.map((inst) => inst.pid());
    let ok = true;
    const show = (tables: Table[]) => {
      for (const t of tables) console.log(`\n${renderTable(t)}`);
    };

    if (o.phases.has('latency')) {
      const sampler = sampleResources(pids, topology.databaseUrl);
      const lat = await latencyPhase(topology, agents, o);
      const drawn = browsers ? await browsers.seen() : [];
      show([
        latencyTable(lat, o, agents.length),
        ...(drawn.length ? [browserTable(drawn, lat.sentAt, o)] : []),
        usageTable('Resource use during the latency phase', await sampler.stop()),
      ]);
      ok &&= lat.missing === 0 && lat.doubles === 0;
    }
    if (o.phases.has('inbound')) {
      const sampler = sampleResources(pids, topology.databaseUrl);
      const inbound = await inboundPhase(topology, o);
      const usage = await sampler.stop();
      const connected = agents.filter((a) => a.connection.state === 'Connected').length;
      show([
        inboundTable(inbound, o, connected, agents.length),
        usageTable('Resource use during the inbound phase', usage),
      ]);
      ok &&= inbound.sent === inbound.storedDistinct && inbound.stored === inbound.storedDistinct;
    }
    if (o.phases.has('bot')) {
      const sampler = sampleResources(pids, topology.databaseUrl);
      const bot = await botPhase(topology, o);
      show([
        botTable(bot, o),
        usageTable('Resource use during the bot phase', await sampler.stop()),
      ]);
      ok &&= botPhaseComplete(bot);
    }
    console.log(
      `\n  load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (!ok) console.error('\nscale: a message was lost or doubled (see above).');
    return ok ? 0 : 1;
  } finally {
    await browsers?.close();
    await Promise.all(agents.map((a) => a.connection.stop().catch(() => undefined)));
    await topology.stop();
  }
}
