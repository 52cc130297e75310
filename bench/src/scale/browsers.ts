// A few agents of the scale scenario in real browsers (issue 21 "200 agents ... a few of them in real
// browsers"): Chromium opens the shell through the proxy, logs in as agent1 or agent2, keeps the
// desk's waiting list scrolled to its end (it is virtualised, oldest first) and records when each
// client's row first shows (the webhook-latency scenario's watcher).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DESK } from '../measure/agentDesk';
import { loginThroughUi, openHome } from '../measure/shellJourney';
import { watchWaitingItems } from '../measure/waitingWatch';

/** The waiting list's rows and its scroll area (the agent desk's contract with e2e and the bench). */
const WAITING_ITEM = `${DESK.waitingRow}[data-phone]`;
const WAITING_LIST = DESK.waitingList;

/** The browser agents of one run. */
export interface BrowserAgents {
  count: number;
  /** Per page: phone -> when its row showed (ms since the epoch). */
  seen(): Promise<Array<Record<string, number>>>;
  close(): Promise<void>;
}

/** Keeps the list's end in view, where a new client lands (runs in the page). */
function followListEnd(list: string): void {
  setInterval(() => {
    const el = document.querySelector(list);
    if (el) el.scrollTop = el.scrollHeight;
  }, 20);
}

async function openAgent(browser: Browser, url: string, user: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  });
  // tsx wraps named functions in `__name(...)`: give the page that helper (see bench/src/main.ts).
  await context.addInitScript(
    'globalThis.__name ??= (fn, name) => Object.defineProperty(fn, "name", { value: name, configurable: true });',
  );
  const page = await context.newPage();
  await openHome(page, url);
  await loginThroughUi(page, user);
  // The waiting list's section (its listbox shows once a client waits).
  await page.getByRole('region', { name: 'Waiting' }).waitFor({ timeout: 60_000 });
  await page.evaluate(watchWaitingItems, WAITING_ITEM);
  await page.evaluate(followListEnd, WAITING_LIST);
  return context;
}

/** Opens `count` browser agents on `url` (alternately agent1 and agent2); none when count is 0. */
export async function openBrowserAgents(url: string, count: number): Promise<BrowserAgents> {
  if (count === 0) return { count, seen: async () => [], close: async () => undefined };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const pages: Page[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const context = await openAgent(browser, url, i % 2 ? 'agent2' : 'agent1');
      pages.push(context.pages()[0]!);
    }
  } catch (error) {
    await browser.close();
    throw error;
  }
  return {
    count,
    seen: () =>
      Promise.all(
        pages.map((page) =>
          page.evaluate(
            () => (window as unknown as { __benchSeen?: Record<string, number> }).__benchSeen ?? {},
          ),
        ),
      ),
    close: () => browser.close(),
  };
}
