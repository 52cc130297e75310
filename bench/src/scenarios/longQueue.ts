import { waitForRemoteArea } from '../measure/shellJourney';
import {
  DESK,
  fillAgentLogin,
  firstSeen,
  recordApiCalls,
  watchFirstSeen,
} from '../measure/agentDesk';
import {
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

/** How many clients wait in the queue (issue 4: "a 5,000-item queue"). */
const CLIENTS = 5000;

/**
 * Issue 4 "a 5,000-item queue": 5,000 new clients write to Acme Telecom (Support, agent1's group)
 * through the client simulator; then agent1 logs in, and the bench times the waiting list showing up,
 * counts the rows in the DOM (virtualised: a small window) and scrolls the list from top to bottom a
 * viewport per mouse wheel event, recording frame intervals in the page. Timings are printed, never asserted.
 */
export const longQueueScenario: Scenario = {
  id: 'long-queue',
  title: `Agent desk waiting list with ${CLIENTS.toLocaleString('en-US')} clients: load and scroll`,
  async run(ctx) {
    const { stack } = ctx;
    if (!stack.remotes.some((r) => r.name === 'agentDesk')) {
      ctx.log('skipped: the agent desk is not built.');
      return;
    }

    // 1. Seed: one message from each of 5,000 new phones (each opens a waiting item).
    const run = Date.now().toString().slice(-6);
    const phoneOf = (i: number) => `5531${run}${String(i).padStart(4, '0')}`;
    ctx.log(
      `seeding ${CLIENTS} clients through POST /simulator/send, ${SEED_CONCURRENCY} in flight...`,
    );
    const seedMs = await inParallel(
      CLIENTS,
      SEED_CONCURRENCY,
      (i) =>
        clientWrites(stack.apiUrl, {
          from: phoneOf(i),
          name: `Queue client ${String(i + 1).padStart(4, '0')}`,
          text: `Hello, I am waiting (${i + 1})`,
        }),
      (done, ms) => ctx.log(`  ${done} clients after ${(ms / 1000).toFixed(0)} s`),
    );
    const perSecond = Math.round((CLIENTS / seedMs) * 1000);
    ctx.log(`seeded ${CLIENTS} clients in ${(seedMs / 1000).toFixed(1)} s (${perSecond} per s)`);

    stack.configureRemotes(['agentDesk']);
    const { context, page } = await ctx.newPage();
    try {
      const waitingCalls = recordApiCalls(page, 'User_Att_Waitting');
      const watches = [
        { name: 'firstRow', selector: `${DESK.waitingList} ${DESK.waitingRow}` },
        { name: 'badge', selector: DESK.waitingBadge, minTitle: CLIENTS },
      ];

      // 2. Log in (the shell lands on the agent desk at /): login click to the list on screen.
      const login = await fillAgentLogin(page, stack.shellOrigin);
      await page.evaluate(watchFirstSeen, watches);
      const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
      await login.click();
      const seen = await firstSeen(page, ['firstRow', 'badge'], 120_000);
      await waitForRemoteArea(page, 'agentDesk');
      await page.waitForTimeout(1000); // let the list calls of the login finish
      const loginApi = waitingCalls[0];
      const afterLogin = waitingCalls.length;
      const waitingCount = Number(
        await page.locator(DESK.waitingBadge).first().getAttribute('title'),
      );
      const rowsAfterLoad = await page.locator(`${DESK.waitingList} ${DESK.waitingRow}`).count();
      const heapAfterLogin = await jsHeapMB(page);

      // 3. Reload (already logged in): navigation start to the list on screen.
      await page.addInitScript(watchFirstSeen, watches);
      await page.reload({ waitUntil: 'commit' });
      const reloadSeen = await firstSeen(page, ['firstRow', 'badge'], 120_000);
      const timeOrigin = await page.evaluate(() => performance.timeOrigin);
      await page.waitForTimeout(1000);
      const reloadApi = waitingCalls[afterLogin];

      // 4. Scroll the waiting list from top to bottom, wheel events of a viewport height.
      const scroll = await scrollThrough(page, {
        scroller: DESK.waitingList,
        rows: DESK.waitingRow,
        direction: 'down',
        timeoutMs: 180_000,
      });
      const lastIndex = await page
        .locator(`${DESK.waitingList} ${DESK.waitingRow}[data-index="${waitingCount - 1}"]`)
        .count();
      const frames = frameStats(scroll.frames);

      ctx.metric('longQueue.domRows', Math.max(rowsAfterLoad, scroll.maxRows));
      ctx.table({
        title: `Agent desk, waiting list of ${waitingCount} clients: loading (ms)`,
        columns: ['figure', 'ms'],
        rows: [
          ['login click to first waiting row on screen', roundMs(seen.firstRow! - clickedAt)],
          [`login click to badge showing ${waitingCount}`, roundMs(seen.badge! - clickedAt)],
          ['reload to first waiting row on screen', roundMs(reloadSeen.firstRow! - timeOrigin)],
          [`reload to badge showing ${waitingCount}`, roundMs(reloadSeen.badge! - timeOrigin)],
          ['waiting list API call (login)', roundMs(loginApi?.ms ?? Number.NaN)],
          ['waiting list API call (reload)', roundMs(reloadApi?.ms ?? Number.NaN)],
        ],
        notes: [
          `Seeding: ${CLIENTS} clients through POST /simulator/send, ${SEED_CONCURRENCY} in flight: ${(seedMs / 1000).toFixed(1)} s (${perSecond} per s).`,
          `Waiting list API answer: ${kB(reloadApi?.bytes ?? Number.NaN)} kB (uncompressed JSON). JS heap in use after login (after a garbage collection): ${heapAfterLogin} MB.`,
          'On screen: the first animation frame in which the element was in the DOM with a size.',
          'Reload: from the navigation start of the reload (performance.timeOrigin), session kept.',
        ],
      });
      ctx.table({
        title: 'Agent desk, waiting list: scrolling top to bottom, wheel events of a viewport (ms)',
        columns: SCROLL_COLUMNS,
        rows: [scrollRow(`waiting (${waitingCount} rows)`, scroll, frames)],
        notes: [
          `Rows in the DOM: ${rowsAfterLoad} after loading, ${scroll.minRows} to ${scroll.maxRows} while scrolling (of ${waitingCount}); list ${scroll.clientHeight} px high, ${scroll.scrollHeight} px to scroll.`,
          `${scroll.reachedEnd ? 'Reached the end' : 'Did NOT reach the end (timed out)'}; last row (index ${waitingCount - 1}) ${lastIndex === 1 ? 'in the DOM' : 'NOT in the DOM'} at the end.`,
          `Scrolled ${scroll.distance} px with ${scroll.steps} wheel events of ${scroll.clientHeight} px.`,
          `Total time is bounded by how fast the bench sends wheel events (${roundMs(scroll.totalMs / Math.max(1, scroll.steps))} ms each); the app's cost shows in the frame intervals (16.7 ms = 60 fps).`,
          'Frame: the interval between consecutive animation frames (scroll, re-render, layout, paint).',
        ],
      });
      if (!scroll.reachedEnd || lastIndex !== 1)
        throw new Error('the waiting list did not scroll to its last client.');
    } finally {
      await context.close();
      stack.configureRemotes();
    }
  },
};
