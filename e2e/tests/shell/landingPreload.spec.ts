import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { e2ePorts } from '../federation/deployment';
import { loginAsAgent } from './helpers';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Opens `path` in a new browser with agent1's stored session (remember me, as after a login) and the
 * permissions answer held back until the remote on `remotePort` has been asked for its code. Records
 * in `order` when the remote's entry was requested and when the permissions answered (issue 22, ADR
 * 0029). Were the remote's code requested only after the answer, the held answer would never come
 * and the page would never show the area: the test fails on its expectations.
 */
async function openWithHeldPermissions(
  browser: Browser,
  storageState: StorageState,
  path: string,
  remotePort: number,
) {
  const context = await browser.newContext({
    storageState,
    baseURL: `http://localhost:${e2ePorts.shell}`,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const order: string[] = [];
  let codeRequested: () => void = () => undefined;
  const codeSeen = new Promise<void>((resolve) => (codeRequested = resolve));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(remotePort) && url.pathname.endsWith('/remoteEntry.js')) {
      order.push('remote code requested');
      codeRequested();
    }
  });
  await page.route(/\/api\/User_Data_Perm\?/, async (route) => {
    await codeSeen;
    order.push('permissions answered');
    await route.continue();
  });
  await page.goto(path);
  return { context, page, order };
}

/** agent1's browser after a login with remember me on (the session in localStorage). */
async function agentSession(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext({
    baseURL: `http://localhost:${e2ePorts.shell}`,
    locale: 'en-US',
  });
  const page = await context.newPage();
  await loginAsAgent(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

test('a stored session fetches the landing remote beside the permissions call', async ({
  browser,
}) => {
  const session = await agentSession(browser);
  const { context, page, order } = await openWithHeldPermissions(
    browser,
    session,
    '/',
    e2ePorts.agentDesk,
  );
  await expect(page.getByTestId('agent-desk')).toBeVisible({ timeout: 20_000 });
  expect(order.slice(0, 2)).toEqual(['remote code requested', 'permissions answered']);
  await context.close();
});

test('a user without access to the area fetches its code but never sees it', async ({
  browser,
}) => {
  // agent1: Painel 1, below the client dashboard's level (seed 000 §6): the guard shows its notice.
  const session = await agentSession(browser);
  const { context, page, order } = await openWithHeldPermissions(
    browser,
    session,
    '/painel/cliente',
    e2ePorts.adminConsole,
  );
  await expect(page.getByText('Your access level does not open this area.')).toBeVisible({
    timeout: 20_000,
  });
  expect(order.slice(0, 2)).toEqual(['remote code requested', 'permissions answered']);
  // Nothing of the console rendered: neither its dashboard nor its side menu.
  await expect(page.getByRole('region', { name: 'Services' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await context.close();
});

test("a stored session reads the desk's queues before the desk's code has arrived", async ({
  browser,
}) => {
  // Issue 22 "Start the landing page's first queries before its remote's code has arrived": the
  // desk's code is held until the waiting list was asked for; were the queues read only by the desk
  // itself, the held code would never come and the desk would never show.
  const session = await agentSession(browser);
  const context = await browser.newContext({
    storageState: session,
    baseURL: `http://localhost:${e2ePorts.shell}`,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const order: string[] = [];
  let queuesRequested: () => void = () => undefined;
  const queuesSeen = new Promise<void>((resolve) => (queuesRequested = resolve));
  // Once the hub is connected the desk reads its lists again (what changed before it subscribed):
  // only the reads before the hub's socket opened are the first screen's.
  let hubOpened = false;
  page.on('websocket', (socket) => {
    if (socket.url().includes('/hubs/')) hubOpened = true;
  });
  page.on('request', (request) => {
    if (!hubOpened && /\/api\/User_Att_Waitting\?/.test(request.url())) {
      order.push('queues requested');
      queuesRequested();
    }
  });
  await page.route(
    (url) => url.port === String(e2ePorts.agentDesk) && url.pathname.endsWith('/remoteEntry.js'),
    async (route) => {
      await queuesSeen;
      order.push('desk code answered');
      await route.continue();
    },
  );
  await page.goto('/');
  await expect(page.getByTestId('agent-desk')).toBeVisible({ timeout: 20_000 });
  expect(order.slice(0, 2)).toEqual(['queues requested', 'desk code answered']);
  // The desk found its lists waiting: it did not ask for them again to show them (the hub's resync
  // afterwards is not counted).
  expect(order.filter((step) => step === 'queues requested')).toHaveLength(1);
  await context.close();
});
