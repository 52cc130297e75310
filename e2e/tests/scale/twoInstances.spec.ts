import { expect, test, type Browser } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import path from 'node:path';
import { DEMO_PASSWORD } from '../shell/helpers';

// Issue 21: the deployment topology of deploy/ (nginx from Debian in front of two API instances in
// production mode on one PostgreSQL and one Redis), started by the same code as `pnpm start:scale`.
// Each browser is pinned to one instance through the proxy's pinned ports (the same nginx and the same
// routes, with one upstream each): agent1 on instance 1, agent2 on instance 2, and the client's message
// arrives through instance 2. Seed 000 §4: the take, and the waiting list refreshed by NewAtt (§7).

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
/** The proxy of this run: 3440 (+ E2E_PORT_OFFSET), its pinned ports 3441 and 3442. */
const PROXY_PORT = 3440 + offset;
const ACME_NUMBER = '100000000000001';

/** What `deploy/start-local.mjs --json` prints. */
interface Topology {
  origins: string[];
  appSecret: string;
}
let topology: Topology;
let script: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const env = { ...process.env };
  if (process.env.TEST_DATABASE_URL) env.DATABASE_ADMIN_URL = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_REDIS_URL) env.REDIS_URL = process.env.TEST_REDIS_URL;
  const args = ['--instances', '2', '--port', String(PROXY_PORT), '--pinned', '--json'];
  args.push('--database', `atende_e2e_scale_${offset}`);
  const started = spawn(process.execPath, [path.resolve('../deploy/start-local.mjs'), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  script = started;
  topology = await new Promise<Topology>((resolve, reject) => {
    let out = '';
    started.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('TOPOLOGY '));
      if (line) resolve(JSON.parse(line.slice('TOPOLOGY '.length)) as Topology);
    });
    started.once('exit', (code) => reject(new Error(`start-local.mjs ended (${code}): ${out}`)));
  });
});

test.afterAll(async () => {
  if (!script || script.exitCode !== null) return;
  const ended = new Promise((resolve) => script!.once('exit', resolve));
  script.kill('SIGTERM');
  await ended;
});

/** A signed WhatsApp Cloud API webhook with one text message, posted to `origin`. */
async function signedWebhook(origin: string, phone: string, name: string, text: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'e2e-scale',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: ACME_NUMBER },
              contacts: [{ profile: { name }, wa_id: phone }],
              messages: [
                {
                  from: phone,
                  id: `wamid.${randomUUID().replace(/-/g, '')}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = createHmac('sha256', topology.appSecret).update(body).digest('hex');
  const res = await fetch(`${origin}/webhooks/whatsapp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
    body,
  });
  expect(res.status).toBe(200);
}

/** Logs `user` in on the shell of `origin` and waits for the agent desk. */
async function openDeskOn(browser: Browser, origin: string, user: string) {
  const context = await browser.newContext({ baseURL: origin, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/home');
  await page.getByRole('button', { name: 'Join' }).click();
  const dialog = page.getByRole('dialog');
  // Act once the dialog has put the focus in the user field (shell/helpers.ts); an older shell's
  // antd dialog does so when its opening animation ends.
  await expect(dialog.getByLabel('User')).toBeFocused();
  await dialog.getByLabel('User').fill(user);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  // The desk's remote and lists through the proxy, beside the other lane's journeys: over 10 s at times.
  await expect(page.getByTestId('agent-desk')).toBeVisible({ timeout: 30_000 });
  return { context, page };
}

test('agent1 on instance 1 takes a client whose message came through instance 2; agent2 on instance 2 sees it leave the queue', async ({
  browser,
}) => {
  // Two logins and two desks over a topology of five processes: about 30-40 s on the shared 2-core
  // machine, near the default 60 s under its worst load.
  test.setTimeout(120_000);
  const [, onFirst, onSecond] = topology.origins as [string, string, string];
  const one = await openDeskOn(browser, onFirst, 'agent1');
  const two = await openDeskOn(browser, onSecond, 'agent2');
  const phone = `55${Date.now().toString().slice(-9)}7`;
  const item = (page: typeof one.page) =>
    page.locator(`[data-testid="waiting-item"][data-phone="${phone}"]`);

  await signedWebhook(onSecond, phone, 'Scale Client', 'Hello from instance 2');
  // Both desks show it through the hub (instance 1 hears it from instance 2 through Redis).
  await expect(item(one.page)).toBeVisible();
  await expect(item(two.page)).toBeVisible();

  await item(one.page).click();
  const box = one.page.getByRole('textbox', { name: 'Message' });
  await box.fill('Hello, I can help.');
  await box.press('Enter');
  await expect(
    one.page.locator(`[data-testid="active-item"][data-phone="${phone}"]`),
  ).toBeVisible();
  // On the other instance, without a reload.
  await expect(item(two.page)).toHaveCount(0);
  await expect(item(one.page)).toHaveCount(0);

  await one.context.close();
  await two.context.close();
});

test("the proxy sends the report frame's address to the API, not to the shell", async () => {
  // Issue 20: without a Metabase site the frame address is the API's own /embed page (ADR 0033).
  const res = await fetch(`${topology.origins[0]}/embed/dashboard/not-a-token`, {
    headers: { 'accept-language': 'en' },
  });
  expect(res.status).toBe(401);
  expect(await res.text()).toContain('The report link is not valid.');
});
