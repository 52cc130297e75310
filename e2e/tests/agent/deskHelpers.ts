import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { e2ePorts } from '../federation/deployment';
import { DEMO_PASSWORD } from '../shell/helpers';

/** The provider API of the e2e run (the simulator and webhook live there). */
export const apiUrl = `http://localhost:${e2ePorts.api}`;

/** Acme Telecom's demo business number (its default group is Support). */
const ACME_NUMBER = '100000000000001';

let phoneCounter = 0;

/** A phone number no other test uses. */
export function newPhone(): string {
  phoneCounter += 1;
  return `55${Date.now().toString().slice(-9)}${phoneCounter}`;
}

/** The end client writes through the simulator's HTTP endpoint (what its page posts). */
export async function clientWrites(
  request: APIRequestContext,
  input: { phone: string; name: string; text: string },
): Promise<void> {
  const response = await request.post(`${apiUrl}/simulator/send`, {
    data: { phoneNumberId: ACME_NUMBER, from: input.phone, name: input.name, text: input.text },
  });
  expect(response.ok()).toBe(true);
}

/** Logs in through the shell's dialog in a page of its own context and waits for the agent desk. */
export async function openDesk(
  browser: Browser,
  user: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({
    baseURL: `http://localhost:${e2ePorts.shell}`,
    locale: 'en-US',
    ...(viewport ? { viewport } : {}),
  });
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
  // After the login the shell loads the desk's remote and its lists: on CI's two cores, with the
  // other lane's journeys running, that can pass the default 10 s.
  await expect(page).toHaveTitle('ATENDIMENTO | Atende', { timeout: 30_000 });
  await expect(page.getByTestId('agent-desk')).toBeVisible();
  return { context, page };
}

/** The waiting-list row of a client. */
export function waitingItem(page: Page, phone: string): Locator {
  return page.locator(`[data-testid="waiting-item"][data-phone="${phone}"]`);
}

/** The my-services row of a client. */
export function activeItem(page: Page, phone: string): Locator {
  return page.locator(`[data-testid="active-item"][data-phone="${phone}"]`);
}

/** The message box of the open conversation. */
export function messageBox(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Message' });
}

/** Types a message in the open conversation and sends it with Enter. */
export async function sendText(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

/** The conversation log of the open conversation. */
export function conversation(page: Page): Locator {
  return page.getByTestId('message-list');
}

/** Picks an option of an antd Select found by its label. */
export async function pickOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}
