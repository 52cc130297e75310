// The scale scenario's two phases: webhook-to-hub latency with forced disconnects, and sustained
// signed inbound with an instance killed and restarted in the middle.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Topology } from '../../../deploy/startTopology.mjs';
import type { Agent } from './agents';
import type { ScaleOptions } from './options';
import { deliver, signedMessage } from './webhook';

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the latency phase measured. */
export interface LatencyResult {
  sent: number;
  /** Webhook POST to NewAtt received by an agent (ms), one per agent and message seen by event. */
  latencies: number[];
  /** (agent, message) pairs on no screen at the end, neither by event nor by a resync. */
  missing: number;
  /** (agent, message) pairs healed by a resync after a reconnect (not by the event). */
  healed: number;
  doubles: number;
  dropped: number;
  reconnects: number;
  /** Phone -> when its webhook POST started (ms since the epoch), for the browser agents. */
  sentAt: ReadonlyMap<string, number>;
  /** Each webhook POST's start to its 200 (ms): the message stored, before any hub event. */
  answered: number[];
}

/** `rate` new clients a second for `seconds` through the proxy, `disconnects` connections dropped meanwhile. */
export async function latencyPhase(
  topology: Topology,
  agents: Agent[],
  o: ScaleOptions,
): Promise<LatencyResult> {
  const run = Date.now().toString().slice(-6);
  const total = o.rate * o.seconds;
  const sentAt = new Map<string, number>();
  const answered: number[] = [];
  const pending: Array<Promise<unknown>> = [];
  let dropped = 0;
  const dropEvery = o.disconnects > 0 ? (o.seconds * 1000) / o.disconnects : 0;
  const t0 = now();
  // On schedule whatever the timers' lag: as many drops as the elapsed time calls for (a connected
  // agent each; one still reconnecting has no socket to drop).
  const dropper = dropEvery
    ? setInterval(
        () => {
          const due = Math.min(o.disconnects, Math.floor((now() - t0) / dropEvery) + 1);
          for (let tries = 0; dropped < due && tries < agents.length; tries += 1) {
            const agent = agents[Math.floor(Math.random() * agents.length)];
            if (agent?.drop()) dropped += 1;
          }
        },
        Math.min(dropEvery, 100),
      )
    : undefined;
  for (let i = 0; i < total; i += 1) {
    const due = t0 + (i * 1000) / o.rate;
    const wait = due - now();
    if (wait > 1) await sleep(wait);
    const phone = `5531${run}${String(i).padStart(5, '0')}`;
    const message = signedMessage(topology.secrets.whatsappAppSecret, phone, 'Hello, I need help');
    const started = now();
    sentAt.set(phone, started);
    pending.push(deliver(topology.url, message).then(() => answered.push(now() - started)));
  }
  await Promise.all(pending);
  if (dropper) clearInterval(dropper);
  // Every screen gets every message (by event, or by the resync after a reconnect), or 30 s pass.
  const phones = [...sentAt.keys()];
  const onScreen = (a: Agent, p: string) => a.seenAt.has(p) || a.resynced.has(p);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !agents.every((a) => phones.every((p) => onScreen(a, p))))
    await sleep(200);
  const latencies: number[] = [];
  let missing = 0;
  let healed = 0;
  for (const agent of agents)
    for (const phone of phones) {
      const seen = agent.seenAt.get(phone);
      if (seen !== undefined) latencies.push(seen - sentAt.get(phone)!);
      else if (agent.resynced.has(phone)) healed += 1;
      else missing += 1;
    }
  return {
    sent: total,
    latencies,
    missing,
    healed,
    doubles: agents.reduce((n, a) => n + a.doubles, 0),
    dropped,
    reconnects: agents.reduce((n, a) => n + a.reconnects, 0),
    sentAt,
    answered,
  };
}

/** What the inbound phase measured. */
export interface InboundResult {
  sent: number;
  seconds: number;
  /** Answered 200 on the first POST. */
  firstTry: number;
  /** Answered 200 after Meta-like retries (the instance died, the proxy answered 502). */
  retried: number;
  failed: number;
  stored: number;
  storedDistinct: number;
  killedAt?: number;
  restartedAt?: number;
}

/** Borealis's number: its agents are not connected, so the bench's own clients are not the bottleneck. */
const BOREALIS = '100000000000002';

/** Signed webhooks at `inboundRate` for `inboundSeconds` (at most `concurrency` in flight). */
export async function inboundPhase(topology: Topology, o: ScaleOptions): Promise<InboundResult> {
  const run = Date.now().toString().slice(-6);
  const total = o.inboundRate * o.inboundSeconds;
  const wamids: string[] = [];
  const result: InboundResult = {
    sent: 0,
    seconds: 0,
    firstTry: 0,
    retried: 0,
    failed: 0,
    stored: 0,
    storedDistinct: 0,
  };
  let inFlight = 0;
  const victim = o.kill && topology.instances.length > 1 ? topology.instances[1] : undefined;
  const t0 = now();
  const faults = victim
    ? (async () => {
        await sleep((o.inboundSeconds * 1000) / 3);
        result.killedAt = Math.round((now() - t0) / 100) / 10;
        await victim.stop('SIGKILL');
        await sleep((o.inboundSeconds * 1000) / 3);
        result.restartedAt = Math.round((now() - t0) / 100) / 10;
        await victim.start();
      })()
    : Promise.resolve();
  const pending: Array<Promise<void>> = [];
  for (let i = 0; i < total; i += 1) {
    const due = t0 + (i * 1000) / o.inboundRate;
    const wait = due - now();
    if (wait > 1) await sleep(wait);
    while (inFlight >= o.concurrency) await sleep(1);
    const phone = `5541${run}${String(i % 1000).padStart(4, '0')}`;
    const message = signedMessage(
      topology.secrets.whatsappAppSecret,
      phone,
      `inbound ${i}`,
      BOREALIS,
    );
    wamids.push(message.wamid);
    inFlight += 1;
    pending.push(
      deliver(topology.url, message).then((d) => {
        inFlight -= 1;
        if (!d.ok) result.failed += 1;
        else if (d.attempts === 1) result.firstTry += 1;
        else result.retried += 1;
      }),
    );
  }
  await Promise.all(pending);
  result.sent = total;
  result.seconds = Math.round((now() - t0) / 100) / 10;
  await faults;
  const client = new pg.Client({ connectionString: topology.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string; d: string }>(
      'SELECT count(*) AS n, count(DISTINCT external_id) AS d FROM messages WHERE external_id = ANY($1)',
      [wamids],
    );
    result.stored = Number(rows[0]?.n ?? 0);
    result.storedDistinct = Number(rows[0]?.d ?? 0);
  } finally {
    await client.end();
  }
  return result;
}
