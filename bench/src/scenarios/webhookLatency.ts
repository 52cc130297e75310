import { cloudTextPayload } from '../measure/cloudWebhook';
import { performance } from 'node:perf_hooks';
import { DESK } from '../measure/agentDesk';
import { quantile } from '../measure/table';
import { loginThroughUi, openHome, visitRemote } from '../measure/shellJourney';
import type { Scenario } from './types';
import { watchWaitingItems } from '../measure/waitingWatch';

/** How many inbound messages are timed, one after the other, each from a new phone number. */
const MESSAGES = 100;

/** The agent desk's waiting-list entry of a client (agent desk contract used by e2e and bench). */
const WAITING_ITEM = '[data-testid="waiting-item"][data-phone]';

/** The waiting list's scroll area (virtualised: only rows near the visible ones are in the DOM). */
const WAITING_LIST = DESK.waitingList;

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Real-time event-to-screen latency (DESIGN §5): agent1 has the agent desk open; the bench POSTs
 * WhatsApp webhook messages from new phone numbers, one at a time, and times each from the POST to the
 * client's item showing in the waiting list. Timings are printed, never asserted.
 */
export const webhookLatencyScenario: Scenario = {
  id: 'webhook-latency',
  title: `Webhook message to waiting list (${MESSAGES} new clients, one at a time)`,
  async run(ctx) {
    const { stack } = ctx;
    if (!stack.remotes.some((r) => r.name === 'agentDesk')) {
      ctx.log('skipped: the agent desk is not built.');
      return;
    }
    stack.configureRemotes(['agentDesk']);
    const { context, page } = await ctx.newPage();
    try {
      await openHome(page, stack.shellOrigin);
      await loginThroughUi(page, 'agent1');
      await visitRemote(page, 'agentDesk');
      const hasList = await page
        .getByRole('region', { name: 'Waiting' })
        .or(page.locator(WAITING_ITEM).first())
        .first()
        .waitFor({ timeout: 20_000 })
        .then(
          () => true,
          () => false,
        );
      if (!hasList) {
        ctx.log(
          `skipped: the agent desk shows no waiting list (region "Waiting" / ${WAITING_ITEM}).`,
        );
        return;
      }
      await page.evaluate(watchWaitingItems, WAITING_ITEM);

      const run = Date.now().toString().slice(-6);
      /** POSTs one message from `phone`; resolves with [ms to the 200, ms to the item on screen | null]. */
      const deliver = async (phone: string, name: string, timeoutMs: number) => {
        // The queue is oldest first and virtualised: keep its end in view, where the new client lands.
        await page.evaluate((list) => {
          const el = document.querySelector(list);
          if (el) el.scrollTop = el.scrollHeight;
        }, WAITING_LIST);
        const started = performance.timeOrigin + performance.now();
        const res = await fetch(`${stack.apiUrl}/webhooks/whatsapp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(cloudTextPayload(phone, name, 'Hello, I need help').payload),
        });
        const ack = performance.timeOrigin + performance.now() - started;
        if (!res.ok) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
        const seenAt = await page
          .waitForFunction(
            (p) => (window as unknown as { __benchSeen: Record<string, number> }).__benchSeen[p],
            phone,
            { timeout: timeoutMs, polling: 100 },
          )
          .then(
            (handle) => handle.jsonValue() as Promise<number>,
            () => null,
          );
        return [ack, seenAt === null ? null : seenAt - started] as const;
      };

      // Warm-up (not timed): the desk's hub connection may still be starting when the list shows.
      const [, warm] = await deliver(`5521${run}999`, 'Bench warm-up', 30_000);
      if (warm === null) throw new Error('the warm-up client never showed in the waiting list.');
      ctx.log(`warm-up client on screen after ${round(warm)} ms (not counted)`);

      const latencies: number[] = [];
      const acks: number[] = [];
      const missedPhones: string[] = [];
      let missed = 0;
      for (let i = 0; i < MESSAGES && missed < 3; i += 1) {
        const phone = `5521${run}${String(i).padStart(3, '0')}`;
        const [ack, latency] = await deliver(phone, `Bench client ${i}`, 15_000);
        acks.push(ack);
        if (latency === null) {
          missed += 1;
          missedPhones.push(`#${i + 1} ${phone}`);
        } else latencies.push(latency);
      }
      const sent = latencies.length + missed;
      ctx.table({
        title: 'Webhook POST to the client visible in the agent desk waiting list (ms)',
        columns: ['figure', 'messages', 'median', 'p95', 'max'],
        rows: [
          [
            'POST to item on screen',
            latencies.length,
            round(quantile(latencies, 0.5)),
            round(quantile(latencies, 0.95)),
            round(Math.max(...latencies)),
          ],
          [
            'POST answered (200)',
            acks.length,
            round(quantile(acks, 0.5)),
            round(quantile(acks, 0.95)),
            round(Math.max(...acks)),
          ],
        ],
        notes: [
          `${sent} sent, ${missed} not seen within 15 s${missed >= 3 ? ' (stopped after 3 misses)' : ''}${missed > 0 ? `: ${missedPhones.join(', ')}` : ''}.`,
          'On screen: the first animation frame after the item entered the DOM (clocks: the same machine).',
          'The waiting list is scrolled to its end before each POST (it is virtualised, oldest first);',
          'one warm-up client (not timed) goes first, so the hub connection is up.',
        ],
      });
    } finally {
      await context.close();
      stack.configureRemotes();
    }
  },
};
