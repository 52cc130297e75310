// The scale scenario's result tables, one per phase, and the resource use beside each.
import { quantile, type Table } from '../measure/table';
import { botPhaseRow, type BotResult } from './botPhase';
import type { ScaleOptions } from './options';
import type { InboundResult, LatencyResult } from './phases';
import type { Usage } from './resources';

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The largest value (a loop: spreading hundreds of thousands of arguments overflows the stack). */
const maxOf = (values: readonly number[]) => values.reduce((a, v) => (v > a ? v : a), -Infinity);

/** Resource use per instance during a phase. */
export function usageTable(title: string, usage: Usage[]): Table {
  return {
    title,
    columns: ['instance', 'CPU % of a core', 'peak RSS MB', 'peak sockets', 'peak PG connections'],
    rows: usage.map((u) => [u.instance, u.cpuPercent, u.rssMb, u.sockets, u.pgConnections]),
  };
}

/** The latency phase: webhook to NewAtt at the agents' clients. */
export function latencyTable(lat: LatencyResult, o: ScaleOptions, agents: number): Table {
  return {
    title: `Webhook POST to NewAtt at the agents' clients (ms): ${o.rate}/s for ${o.seconds} s, ${agents} agents, ${o.instances} instances`,
    columns: ['deliveries', 'p50', 'p95', 'p99', 'max'],
    rows: [
      [
        lat.latencies.length,
        round(quantile(lat.latencies, 0.5)),
        round(quantile(lat.latencies, 0.95)),
        round(quantile(lat.latencies, 0.99)),
        round(maxOf(lat.latencies)),
      ],
    ],
    notes: [
      `${lat.sent} messages; ${lat.dropped} hub connections dropped (TCP destroyed), ${lat.reconnects} reconnects;`,
      `on every screen at the end: ${lat.missing === 0 ? 'yes' : `NO, ${lat.missing} (agent, message) pairs missing`}; ${lat.healed} pairs came by the resync after a reconnect; ${lat.doubles} doubled events.`,
      `Webhook POST answered (the message stored, before any hub event), ms: p50 ${round(quantile(lat.answered, 0.5))}, p95 ${round(quantile(lat.answered, 0.95))}, max ${lat.answered.length ? round(maxOf(lat.answered)) : ''}.`,
    ],
  };
}

/** The sustained inbound phase: stored a second, lost and doubled. */
export function inboundTable(
  inbound: InboundResult,
  o: ScaleOptions,
  connected: number,
  agents: number,
): Table {
  return {
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
      `agents connected after the phase: ${connected} of ${agents}`,
    ],
  };
}

/** The bot phase: conversations at once, turn times, and every message counted. */
export function botTable(bot: BotResult, o: ScaleOptions): Table {
  return {
    title: `Chatbot conversations at once (Borealis's "Card support bot": card, 1, ok), ${o.concurrency} clients in flight, ${o.instances} instances`,
    columns: [
      'conversations',
      'seconds',
      'turns per s',
      'turn p50 ms',
      'p95',
      'p99',
      'closed final',
      'client msgs stored',
      'doubled',
      'bot msgs',
      'outbox rows',
      'failed',
    ],
    rows: [botPhaseRow(bot)],
    notes: [
      'A turn: the signed webhook POST through the proxy, answered once the message is stored and the bot has run (its replies queued in the outbox).',
    ],
  };
}

/** The browser agents: webhook POST to the client's row drawn in the desk's waiting list. */
export function browserTable(
  seen: ReadonlyArray<Record<string, number>>,
  sentAt: ReadonlyMap<string, number>,
  o: ScaleOptions,
): Table {
  const latencies: number[] = [];
  let drawn = 0;
  for (const page of seen)
    for (const [phone, at] of Object.entries(page)) {
      const sent = sentAt.get(phone);
      if (sent === undefined) continue;
      drawn += 1;
      latencies.push(at - sent);
    }
  const expected = seen.length * sentAt.size;
  return {
    title: `Webhook POST to the row drawn in a real browser's waiting list (ms): ${seen.length} of the agents in Chromium`,
    columns: ['rows drawn', 'p50', 'p95', 'p99', 'max'],
    rows: [
      [
        `${drawn} of ${expected}`,
        round(quantile(latencies, 0.5)),
        round(quantile(latencies, 0.95)),
        round(quantile(latencies, 0.99)),
        latencies.length ? round(maxOf(latencies)) : '',
      ],
    ],
    notes: [
      `The desk in Chromium through the proxy (${o.instances} instances), its waiting list kept scrolled to its end;`,
      'drawn: the first animation frame after the row entered the DOM. A row the virtualised list never drew',
      '(it arrived in a burst larger than the view) is not a lost message: the signalR agents above count those.',
    ],
  };
}
