import { cloudTextPayload } from '../measure/cloudWebhook';
import { performance } from 'node:perf_hooks';
import { quantile } from '../measure/table';
import type { Scenario } from './types';

/** Clients timed, one after the other, each with a new phone number. */
const CLIENTS = 100;

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * One bot turn (issue 19): the webhook POST of a client message until its 200, which the API gives
 * after the chatbot step has stored the message, run the flow, queued the reply in the outbox and
 * committed (no integration step). Two turns per client of the seeded Welcome bot: `menu` (a new
 * interaction, the welcome question) and `Opening hours` (a reply, the next question). The database
 * is PGlite, or PostgreSQL when BENCH_DATABASE_URL is set (the stack passes it as DATABASE_URL).
 */
export const botTurnScenario: Scenario = {
  id: 'bot-turn',
  title: `Chatbot turn, webhook POST to its 200 (${CLIENTS} clients, two turns each)`,
  async run(ctx) {
    const database = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
    const post = async (from: string, text: string) => {
      const started = performance.now();
      const res = await fetch(`${ctx.stack.apiUrl}/webhooks/whatsapp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(cloudTextPayload(from, 'Bench bot client', text).payload),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
      return performance.now() - started;
    };
    const run = Date.now().toString().slice(-6);
    // Warm-up (not timed): the first turns load the flow and warm the connection pool.
    for (let i = 0; i < 5; i += 1) {
      await post(`5531${run}9${i}`, 'menu');
      await post(`5531${run}9${i}`, 'Opening hours');
    }
    const starts: number[] = [];
    const replies: number[] = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const phone = `5531${run}${String(i).padStart(3, '0')}`;
      starts.push(await post(phone, 'menu'));
      replies.push(await post(phone, 'Opening hours'));
    }
    const all = [...starts, ...replies];
    const row = (name: string, values: number[]) => [
      name,
      values.length,
      round(quantile(values, 0.5)),
      round(quantile(values, 0.95)),
      round(Math.max(...values)),
    ];
    ctx.table({
      title: `Bot turn on ${database}: webhook POST to its 200 (ms)`,
      columns: ['turn', 'turns', 'median', 'p95', 'max'],
      rows: [row('start (menu)', starts), row('reply (Opening hours)', replies), row('all', all)],
      notes: [
        'The 200 comes after the commit: the client message stored, the flow run, the reply in the outbox.',
        'Issue 19 goal: p95 <= 30 ms on PGlite and on PostgreSQL. The 1,000 conversations at once on 2 instances: pnpm bench -- --scale --instances 2 --agents 0 --phases bot.',
      ],
    });
    ctx.metric(`botTurn.${database}.p95Ms`, round(quantile(all, 0.95)));
  },
};
