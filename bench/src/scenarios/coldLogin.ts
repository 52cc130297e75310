import type { Page } from 'playwright-core';
import { totalOf, type ColdLoad } from '../measure/coldLoad';
import { roundMs } from '../measure/frames';
import { kB } from '../measure/jsCollector';
import { quantile } from '../measure/table';
import type { ScenarioContext } from './types';

/**
 * The login page's Join button, ready: rendered, enabled and not busy (`aria-busy` on the native
 * button, antd's loading class on an older one). Rendered on the client, so a drawn button already
 * has its handler.
 */
export const JOIN_READY =
  'main button:not([disabled]):not([aria-busy="true"]):not(.ant-btn-loading)';

const median = (values: number[]) => quantile(values, 0.5);

/** The login dialog's user field, which takes the focus as the dialog opens. */
const USER_FIELD = 'input[autocomplete="username"]';

/**
 * Presses Join on the loaded login page and times, in the page's clock, from the press (pointerdown)
 * to the first animation frame after the focus entered the login dialog's user field: what a
 * visitor waits for before typing (whatever the dialog has to fetch first).
 */
export async function joinToFocus(page: Page): Promise<number> {
  await page.evaluate((field) => {
    const marks: { down?: number; focus?: number } = {};
    (window as unknown as { __joinMarks: typeof marks }).__joinMarks = marks;
    document.addEventListener(
      'pointerdown',
      (event) => {
        if ((event.target as Element).closest('main button')) marks.down ??= performance.now();
      },
      true,
    );
    document.addEventListener(
      'focusin',
      (event) => {
        if (!(event.target as Element).matches(field)) return;
        requestAnimationFrame(() => (marks.focus ??= performance.now()));
      },
      true,
    );
  }, USER_FIELD);
  await page.click(JOIN_READY);
  const handle = await page.waitForFunction(
    () => {
      const { down, focus } = (window as unknown as { __joinMarks: Record<string, number> })
        .__joinMarks;
      return down !== undefined && focus !== undefined ? focus - down : null;
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Issue 22 "login page interactive within 1.2× the plain page's first paint": cold loads of `/home`
 * without a session to the Join button ready (`logins`), against the first contentful paint of the
 * plain page's loads of the same run (`plain`, the cold agent screen's). Reports the medians and
 * their ratio as `coldLogin.*` metrics and a table.
 */
export function reportLogin(ctx: ScenarioContext, logins: ColdLoad[], plain: ColdLoad[]): void {
  const joinMs = median(logins.map((l) => l.firstRowMs));
  const loginPaintMs = median(logins.map((l) => l.firstPaintMs));
  const plainPaintMs = median(plain.map((l) => l.firstPaintMs));
  const totals = logins.map((l) => totalOf(l.byOrigin.values()));
  const requests = median(totals.map((t) => t.requests));
  const gzipBytes = median(totals.map((t) => t.gzipBytes));
  const ratio = Math.round((joinMs / plainPaintMs) * 100) / 100;
  const focusMs = median(logins.map((l) => l.interactionMs));
  ctx.metric('coldLogin.joinToFocusMs', roundMs(focusMs));
  ctx.metric('coldLogin.joinReadyMs', roundMs(joinMs));
  ctx.metric('coldLogin.firstPaintMs', roundMs(loginPaintMs));
  ctx.metric('coldLogin.plainFirstPaintMs', roundMs(plainPaintMs));
  ctx.metric('coldLogin.ratio.joinToPlainFirstPaint', ratio);
  ctx.metric('coldLogin.requests', requests);
  ctx.metric('coldLogin.gzipKB', kB(gzipBytes));
  const runs = (pick: (l: ColdLoad) => number, loads: ColdLoad[]) =>
    loads.map((l) => roundMs(pick(l))).join(', ');
  ctx.table({
    title: `Cold load of the login page (/home, no session) to a working Join button (median of ${logins.length})`,
    columns: ['figure', 'ms or count'],
    rows: [
      ['login page: first contentful paint', roundMs(loginPaintMs)],
      ['login page: Join button ready', roundMs(joinMs)],
      ['plain page (same run): first contentful paint', roundMs(plainPaintMs)],
      ['ratio Join ready / plain first paint (goal ≤ 1.2)', ratio],
      ['login page: requests until Join ready', requests],
      ['login page: JS gzip kB received until Join ready', kB(gzipBytes)],
      ['Join pressed to the focus in the login dialog’s user field', roundMs(focusMs)],
    ],
    notes: [
      `Join ready: the first animation frame with \`${JOIN_READY}\` in the DOM with a size. Runs (ms): ${runs((l) => l.firstRowMs, logins)}; login first paint ${runs((l) => l.firstPaintMs, logins)}; plain first paint ${runs((l) => l.firstPaintMs, plain)}.`,
      `Join to the user field's focus: from the press (pointerdown) to the first animation frame after the focus entered the field, 1 s after Join was ready. Runs (ms): ${runs((l) => l.interactionMs, logins)}.`,
      'Fresh context each load (empty cache), no stored session; loads alternate with the agent screen ones above.',
    ],
  });
}
