import type { Page, Request } from 'playwright-core';
import { DEMO_PASSWORD } from '../stack/areas';

/** The agent desk's DOM contract (e2e/tests/agent/deskHelpers.ts), as the bench uses it. */
export const DESK = {
  /**
   * The waiting list's scroller (virtualised): the element around the `listbox` of the options (its
   * child holds the list's full height). Until the queue became a listbox (a739544) the scroller was
   * the element with role=list itself; both are matched.
   */
  waitingList:
    ':is(div:has(> div > [role="listbox"][aria-label="Waiting"]), [role="list"][aria-label="Waiting"])',
  waitingRow: '[data-testid="waiting-item"]',
  /** The count badge next to the "Waiting" heading (antd Badge: its `title` is the count). */
  waitingBadge: 'section[aria-labelledby="desk-waiting"] .ant-scroll-number[title]',
  /** The open conversation: its log scrolls (role=log), rows are `[data-index]`, texts `message-text`. */
  messageList: '[data-testid="message-list"]',
  messageLog: '[data-testid="message-list"] [role="log"]',
  messageRow: '[data-index]',
  messageText: '[data-testid="message-text"]',
} as const;

/** The waiting row of a client. */
export const waitingRowOf = (phone: string) => `${DESK.waitingRow}[data-phone="${phone}"]`;

/** Opens the shell's home page and its login dialog, and fills it as agent1 (not submitted yet). */
export async function fillAgentLogin(page: Page, shellOrigin: string, user = 'agent1') {
  await page.goto(`${shellOrigin}/home`);
  await page.getByRole('button', { name: 'Join' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User').fill(user);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  return dialog.getByRole('button', { name: 'Login' });
}

/** An API call the page made: how long it took (request start to response end) and its body size. */
export interface ApiCall {
  url: string;
  ms: number;
  bytes: number;
  /** The number of entries when the answer is a JSON array. */
  items?: number;
}

/** Records the page's finished requests whose URL contains `part` (e.g. `User_Att_Waitting`). */
export function recordApiCalls(page: Page, part: string): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('requestfinished', (request: Request) => {
    if (!request.url().includes(part)) return;
    void request
      .response()
      .then(async (response) => {
        const body = response ? await response.body() : Buffer.alloc(0);
        const timing = request.timing();
        let items: number | undefined;
        try {
          const json: unknown = JSON.parse(body.toString('utf8'));
          if (Array.isArray(json)) items = json.length;
        } catch {
          /* not JSON */
        }
        calls.push({ url: request.url(), ms: timing.responseEnd, bytes: body.length, items });
      })
      .catch(() => undefined);
  });
  return calls;
}

/**
 * Runs in the page: from now, checks every animation frame for each named selector and keeps the
 * time (ms since the epoch) of the first frame it was in the DOM with a size (and, with `minCount`,
 * its `title` as a number at least that). Read with `firstSeen`.
 */
export function watchFirstSeen(
  watches: Array<{ name: string; selector: string; minTitle?: number }>,
): void {
  const w = window as unknown as { __benchFirstSeen?: Record<string, number> };
  const seen: Record<string, number> = (w.__benchFirstSeen = {});
  const tick = () => {
    for (const watch of watches) {
      if (watch.name in seen) continue;
      for (const el of document.querySelectorAll(watch.selector)) {
        const rect = el.getBoundingClientRect();
        if (rect.height === 0 || rect.width === 0) continue;
        if (watch.minTitle !== undefined && !(Number(el.getAttribute('title')) >= watch.minTitle))
          continue;
        seen[watch.name] = performance.timeOrigin + performance.now();
        break;
      }
    }
    if (watches.some((watch) => !(watch.name in seen))) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Waits until `watchFirstSeen` saw every name; resolves with their times (ms since the epoch). */
export async function firstSeen(
  page: Page,
  names: string[],
  timeoutMs: number,
): Promise<Record<string, number>> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const seen = (window as unknown as { __benchFirstSeen?: Record<string, number> })
        .__benchFirstSeen;
      return seen && wanted.every((name) => name in seen) ? seen : null;
    },
    names,
    { timeout: timeoutMs, polling: 100 },
  );
  return (await handle.jsonValue()) as Record<string, number>;
}
