// The scale scenario's chatbot phase (issue 19): many bot conversations at once through the proxy,
// each client's turns in order, then every message counted in the database (nothing lost or doubled).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Topology } from '../../../deploy/startTopology.mjs';
import { quantile } from '../measure/table';
import type { ScaleOptions } from './options';
import { deliver, signedMessage } from './webhook';

/** Borealis's number and the turns of its seeded "Card support bot" (apps/api's demo data). */
const BOREALIS = '100000000000002';
/** "card" starts the flow (the welcome, with replies 1 and 2); "1" is Sales (its text, awaiting
 * "ok"); "ok" is a final reply: the interaction ends closed. Two bot messages a conversation. */
const TURNS = ['card', '1', 'ok'] as const;
const BOT_MESSAGES_PER_CONVERSATION = 2;

/** What the bot phase measured. */
export interface BotResult {
  conversations: number;
  seconds: number;
  /** Webhook POST answered (ms), every turn. */
  turnMs: number[];
  failed: number;
  /** Counted in the database afterwards. */
  clientMessages: number;
  clientMessagesDistinct: number;
  botMessages: number;
  outboxRows: number;
  interactions: number;
  closedFinal: number;
}

const now = () => performance.now();

/** One client's conversation: its turns one after the other (each answered before the next). */
async function converse(topology: Topology, phone: string, result: BotResult, wamids: string[]) {
  for (const text of TURNS) {
    const message = signedMessage(topology.secrets.whatsappAppSecret, phone, text, BOREALIS);
    wamids.push(message.wamid);
    const t0 = now();
    const delivery = await deliver(topology.url, message);
    result.turnMs.push(now() - t0);
    if (!delivery.ok) result.failed += 1;
  }
}

/** `botConversations` conversations, at most `concurrency` in flight, then counted. */
export async function botPhase(topology: Topology, o: ScaleOptions): Promise<BotResult> {
  const run = Date.now().toString().slice(-6);
  const phones = Array.from(
    { length: o.botConversations },
    (_, i) => `5551${run}${String(i).padStart(5, '0')}`,
  );
  const result: BotResult = {
    conversations: phones.length,
    seconds: 0,
    turnMs: [],
    failed: 0,
    clientMessages: 0,
    clientMessagesDistinct: 0,
    botMessages: 0,
    outboxRows: 0,
    interactions: 0,
    closedFinal: 0,
  };
  const wamids: string[] = [];
  const t0 = now();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < phones.length; i = next++)
      await converse(topology, phones[i]!, result, wamids);
  };
  await Promise.all(Array.from({ length: Math.min(o.concurrency, phones.length) }, worker));
  result.seconds = Math.round((now() - t0) / 100) / 10;
  Object.assign(result, await countConversations(topology.databaseUrl, phones, wamids));
  return result;
}

/** What the database holds for the phase's clients. */
async function countConversations(databaseUrl: string, phones: string[], wamids: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(
      `WITH conv AS (
         SELECT i.id, i.status, i.ended_reason FROM interactions i
         JOIN clients c ON c.id = i.client_id WHERE c.identify = ANY($1))
       SELECT
         (SELECT count(*) FROM conv) AS interactions,
         (SELECT count(*) FROM conv WHERE status = 'closed' AND ended_reason = 'final') AS closed_final,
         (SELECT count(*) FROM interaction_messages WHERE external_id = ANY($2)) AS client_messages,
         (SELECT count(DISTINCT external_id) FROM interaction_messages WHERE external_id = ANY($2)) AS client_distinct,
         (SELECT count(*) FROM interaction_messages m JOIN conv ON conv.id = m.interaction_id
           WHERE m.direction = 1) AS bot_messages,
         (SELECT count(*) FROM outbox o JOIN interaction_messages m ON m.id = o.interaction_message_id
           JOIN conv ON conv.id = m.interaction_id) AS outbox_rows`,
      [phones, wamids],
    );
    const row = rows[0] ?? {};
    return {
      interactions: Number(row.interactions ?? 0),
      closedFinal: Number(row.closed_final ?? 0),
      clientMessages: Number(row.client_messages ?? 0),
      clientMessagesDistinct: Number(row.client_distinct ?? 0),
      botMessages: Number(row.bot_messages ?? 0),
      outboxRows: Number(row.outbox_rows ?? 0),
    };
  } finally {
    await client.end();
  }
}

/** Whether every conversation ran whole and once: its turns stored once, its bot messages once. */
export function botPhaseComplete(r: BotResult): boolean {
  const turns = r.conversations * TURNS.length;
  const bot = r.conversations * BOT_MESSAGES_PER_CONVERSATION;
  return (
    r.failed === 0 &&
    r.clientMessages === turns &&
    r.clientMessagesDistinct === turns &&
    r.interactions === r.conversations &&
    r.closedFinal === r.conversations &&
    r.botMessages === bot &&
    r.outboxRows === bot
  );
}

/** The phase's figures as a table row: conversations, turns a second, turn p50/p95/p99, counts. */
export function botPhaseRow(r: BotResult): (string | number)[] {
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return [
    r.conversations,
    r.seconds,
    Math.round(r.turnMs.length / r.seconds),
    round(quantile(r.turnMs, 0.5)),
    round(quantile(r.turnMs, 0.95)),
    round(quantile(r.turnMs, 0.99)),
    `${r.closedFinal}/${r.interactions}`,
    `${r.clientMessagesDistinct}/${r.conversations * TURNS.length}`,
    r.clientMessages - r.clientMessagesDistinct,
    `${r.botMessages}/${r.conversations * BOT_MESSAGES_PER_CONVERSATION}`,
    r.outboxRows,
    r.failed,
  ];
}
