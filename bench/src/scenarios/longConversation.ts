import { loginThroughUi, openHome, visitRemote } from '../measure/shellJourney';
import { DESK, recordApiCalls, waitingRowOf } from '../measure/agentDesk';
import {
  findRowInPage,
  frameStats,
  jsHeapMB,
  roundMs,
  SCROLL_COLUMNS,
  scrollRow,
  scrollThrough,
} from '../measure/frames';
import { clientWrites, inParallel, SEED_CONCURRENCY } from '../measure/seed';
import { kB } from '../measure/jsCollector';
import type { Scenario } from './types';

/** How many messages the client sends (issue 4: "a 10,000-message conversation"). */
const MESSAGES = 10_000;

/** A filler sentence: every fifth message is long enough to wrap, so rows have different heights. */
const FILLER =
  ' I am writing again because the connection keeps dropping every evening; the router lights are all green, the modem was restarted twice and the technician visit was not confirmed yet.';

/** The text of message `n` (1-based); the first and the last are told apart from the rest. */
function textOf(n: number): string {
  if (n === 1) return 'Bench message 1 (the oldest)';
  if (n === MESSAGES) return `Bench message ${MESSAGES} (the latest)`;
  return `Bench message ${n}${n % 5 === 0 ? FILLER : ''}`;
}

/**
 * Runs in the page: clicks `row` and resolves with the ms from the click to the first animation frame
 * with any message text in the conversation, and to the first frame with `latest` (exact text) inside
 * the log's visible area.
 */
function openConversationInPage(args: {
  row: string;
  list: string;
  log: string;
  text: string;
  latest: string;
  timeoutMs: number;
}): Promise<{ firstText: number; latest: number } | null> {
  const row = document.querySelector<HTMLElement>(args.row);
  if (!row) return Promise.resolve(null);
  return new Promise((resolve) => {
    const started = performance.now();
    let firstText = -1;
    const tick = (now: number) => {
      if (firstText < 0 && document.querySelector(`${args.list} ${args.text}`)) firstText = now;
      const log = document.querySelector(args.log);
      if (log) {
        const box = log.getBoundingClientRect();
        for (const el of log.querySelectorAll(args.text)) {
          if (el.textContent !== args.latest) continue;
          const r = el.getBoundingClientRect();
          if (r.height > 0 && r.bottom > box.top && r.top < box.bottom) {
            resolve({ firstText: firstText - started, latest: now - started });
            return;
          }
        }
      }
      if (now - started > args.timeoutMs) {
        resolve(null);
        return;
      }
      requestAnimationFrame(tick);
    };
    row.click();
    requestAnimationFrame(tick);
  });
}

/**
 * Issue 4 "a 10,000-message conversation": one new client (its own phone) sends 10,000 messages
 * through the client simulator, all in one waiting item; agent1 opens it from the waiting list, and the
 * bench times the click to the latest message on screen, counts the rows in the DOM (virtualised) and
 * scrolls the log from the latest message to the oldest with mouse wheel events of a viewport height,
 * recording frame intervals in the page. Timings are printed, never asserted.
 */
export const longConversationScenario: Scenario = {
  id: 'long-conversation',
  title: `Agent desk conversation of ${MESSAGES.toLocaleString('en-US')} messages: open and scroll`,
  async run(ctx) {
    const { stack } = ctx;
    if (!stack.remotes.some((r) => r.name === 'agentDesk')) {
      ctx.log('skipped: the agent desk is not built.');
      return;
    }

    // 1. Seed: the first message opens the waiting item, the rest join it; the last goes last.
    const phone = `5541${Date.now().toString().slice(-9)}`;
    const name = 'Bench long conversation';
    const send = (n: number) => clientWrites(stack.apiUrl, { from: phone, name, text: textOf(n) });
    ctx.log(
      `seeding ${MESSAGES} messages from ${phone} through POST /simulator/send, ${SEED_CONCURRENCY} in flight...`,
    );
    const t0 = performance.now();
    await send(1);
    await inParallel(
      MESSAGES - 2,
      SEED_CONCURRENCY,
      (i) => send(i + 2),
      (done, ms) => ctx.log(`  ${done + 1} messages after ${(ms / 1000).toFixed(0)} s`),
    );
    await send(MESSAGES);
    const seedMs = performance.now() - t0;
    const perSecond = Math.round((MESSAGES / seedMs) * 1000);
    ctx.log(`seeded ${MESSAGES} messages in ${(seedMs / 1000).toFixed(1)} s (${perSecond} per s)`);

    stack.configureRemotes(['agentDesk']);
    const { context, page } = await ctx.newPage();
    try {
      const messageCalls = recordApiCalls(page, 'User_Att_Messages_List');
      await openHome(page, stack.shellOrigin);
      await loginThroughUi(page, 'agent1');
      await visitRemote(page, 'agentDesk');
      await page.locator(`${DESK.waitingList} ${DESK.waitingRow}`).first().waitFor({
        timeout: 60_000,
      });

      // 2. Find the client's row (the list is virtualised: scroll until it is rendered), then open it.
      const found = await page.evaluate(findRowInPage, {
        scroller: DESK.waitingList,
        target: waitingRowOf(phone),
      });
      if (!found) throw new Error(`the client ${phone} is not in the waiting list.`);
      const heapBefore = await jsHeapMB(page);
      const opened = await page.evaluate(openConversationInPage, {
        row: waitingRowOf(phone),
        list: DESK.messageList,
        log: DESK.messageLog,
        text: DESK.messageText,
        latest: textOf(MESSAGES),
        timeoutMs: 120_000,
      });
      if (!opened) throw new Error('the latest message did not show within 120 s.');
      // Let the log settle (rows measured) before counting and scrolling.
      await page.waitForTimeout(500);
      const rowsAfterOpen = await page.locator(`${DESK.messageLog} ${DESK.messageRow}`).count();
      const heapAfter = await jsHeapMB(page);
      const api = messageCalls.at(-1);

      // 3. Scroll the log from the latest message to the oldest, wheel events of a viewport height.
      const scroll = await scrollThrough(page, {
        scroller: DESK.messageLog,
        rows: DESK.messageRow,
        direction: 'up',
        timeoutMs: 300_000,
      });
      const oldestShown = await page
        .locator(`${DESK.messageLog} ${DESK.messageText}`, { hasText: textOf(1) })
        .count();
      const frames = frameStats(scroll.frames);

      ctx.metric('longConversation.domRows', Math.max(rowsAfterOpen, scroll.maxRows));
      ctx.table({
        title: `Agent desk, conversation of ${api?.items ?? '?'} messages: opening (ms)`,
        columns: ['figure', 'ms'],
        rows: [
          ['click to the first message text on screen', roundMs(opened.firstText)],
          ['click to the latest message on screen', roundMs(opened.latest)],
          ['messages API call', roundMs(api?.ms ?? Number.NaN)],
        ],
        notes: [
          `Seeding: ${MESSAGES} messages from one phone through POST /simulator/send, ${SEED_CONCURRENCY} in flight: ${(seedMs / 1000).toFixed(1)} s (${perSecond} per s).`,
          `Messages API answer: ${api?.items ?? '?'} messages, ${kB(api?.bytes ?? Number.NaN)} kB (uncompressed JSON).`,
          `JS heap in use after a garbage collection: ${heapBefore} MB before opening, ${heapAfter} MB with the conversation open.`,
          'On screen: the first animation frame with the text in the DOM (the latest: inside the log).',
        ],
      });
      ctx.table({
        title:
          'Agent desk, conversation: scrolling latest to oldest, wheel events of a viewport (ms)',
        columns: SCROLL_COLUMNS,
        rows: [scrollRow(`messages (${api?.items ?? '?'})`, scroll, frames)],
        notes: [
          `Rows in the DOM: ${rowsAfterOpen} after opening, ${scroll.minRows} to ${scroll.maxRows} while scrolling; log ${scroll.clientHeight} px high, ${scroll.scrollHeight} px to scroll at the top.`,
          `${scroll.reachedEnd ? 'Reached the top' : 'Did NOT reach the top (timed out)'}; the oldest message ${oldestShown > 0 ? 'is' : 'is NOT'} in the DOM at the end.`,
          `Scrolled ${scroll.distance} px with ${scroll.steps} wheel events of ${scroll.clientHeight} px (rows are measured as they render, every fifth message wraps: the content grows while scrolling up).`,
          `Total time is bounded by how fast the bench sends wheel events (${roundMs(scroll.totalMs / Math.max(1, scroll.steps))} ms each); the app's cost shows in the frame intervals (16.7 ms = 60 fps).`,
        ],
      });
      if (api?.items !== MESSAGES)
        throw new Error(`the conversation has ${api?.items} messages, expected ${MESSAGES}.`);
      if (!scroll.reachedEnd || oldestShown === 0)
        throw new Error('the conversation did not scroll to its oldest message.');
    } finally {
      await context.close();
      stack.configureRemotes();
    }
  },
};
