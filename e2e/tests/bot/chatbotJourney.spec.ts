import { expect, test, type Browser } from '@playwright/test';
import { seriousViolations } from '../accessibility';
import { loginAs } from '../admin/adminHelpers';
import {
  activeItem,
  apiUrl,
  conversation,
  newPhone,
  openDesk,
  pickOption,
  sendText,
  waitingItem,
} from '../agent/deskHelpers';
import { e2ePorts } from '../federation/deployment';
import { openFlow } from '../flows/flowHelpers';

// Issue 19, the bot seen live (docs/adr/0024): the demo "Welcome bot" of Acme, started by `menu`,
// in the simulator; the hand-off to Support reaches agent1's queue with the bot conversation; the
// manager's dashboard shows the interaction closed as handed off; the editor's test panel walks the same flow and
// the step overlay counts the interaction. The client number is this test's own, and the
// service it opens is closed at the end: Acme's queue is as the other journeys expect it.

const WELCOME = /Welcome to Acme!\s*How can we help you today\?/;
const ASK_EMAIL = 'Please type your e-mail so that our team can reach you.';

/** The client's side: the simulator page on Acme's number (the first). */
async function openSimulator(browser: Browser, phone: string) {
  const context = await browser.newContext({ locale: 'en-US' });
  const sim = await context.newPage();
  await sim.goto(`${apiUrl}/simulator`);
  await sim.getByLabel('Business number').selectOption({ index: 0 });
  await sim.getByLabel('Your phone').fill(phone);
  await sim.getByLabel('Your name').fill('Bruna Bot');
  await sim.getByRole('button', { name: 'Open chat' }).click();
  return { context, sim };
}

test('a client talks to the Welcome bot, is handed to Support; agent1 reads the bot conversation; the dashboard shows it closed; the editor tests the flow', async ({
  browser,
}) => {
  // Three apps and a simulator in one journey: the slow timeout (three times the usual).
  test.slow();
  const phone = newPhone();
  const { context: clientContext, sim } = await openSimulator(browser, phone);
  const send = async (text: string) => {
    await sim.getByPlaceholder('Type a message').fill(text);
    await sim.getByRole('button', { name: 'Send' }).click();
  };

  // `menu` starts the flow: its welcome comes as reply buttons, labelled as the bot's.
  await send('menu');
  const welcome = sim.locator('li.out', { hasText: WELCOME });
  await expect(welcome).toBeVisible();
  await expect(welcome.locator('.meta')).toContainText('Bot');
  const options = welcome.getByRole('group', { name: 'Reply options' });
  await expect(options.getByRole('button', { name: 'Plans' })).toBeVisible();
  expect(await seriousViolations(sim)).toEqual([]);
  await options.getByRole('button', { name: 'Support' }).click();
  await expect(sim.locator('li.out', { hasText: ASK_EMAIL })).toHaveCount(1);

  // An invalid e-mail: the validation's hint, then the question again.
  await send('not-an-email');
  await expect(sim.locator('li.out', { hasText: 'e-mail válido' })).toBeVisible();
  await expect(sim.locator('li.out', { hasText: ASK_EMAIL })).toHaveCount(2);
  await send('bruna@example.com');
  await expect(
    sim.locator('li.out', { hasText: 'An agent of our Support team will talk to you' }),
  ).toBeVisible();

  // agent1 (Support) sees the client waiting and reads the bot conversation.
  const desk = await openDesk(browser, 'agent1');
  const page = desk.page;
  await expect(waitingItem(page, phone)).toBeVisible();
  await waitingItem(page, phone).click();
  const thread = conversation(page);
  await expect(thread.getByText('menu', { exact: true })).toBeVisible();
  await expect(thread.getByText(WELCOME)).toBeVisible();
  await expect(thread.getByText('Chatbot').first()).toBeVisible();
  await expect(thread.getByText('bruna@example.com', { exact: true })).toBeVisible();

  // The agent takes it by answering; the client sees the agent's reply labelled as the agent's.
  await sendText(page, 'Hi Bruna, Alice from Support here.');
  await expect(activeItem(page, phone)).toBeVisible();
  const reply = sim.locator('li.out', { hasText: 'Hi Bruna, Alice from Support here.' });
  await expect(reply.locator('.meta')).toContainText('Agent');

  // The manager's dashboard: the interaction is among the closed ones, its messages in words.
  const managerContext = await browser.newContext({
    baseURL: `http://localhost:${e2ePorts.shell}`,
    locale: 'en-US',
  });
  const manager = await managerContext.newPage();
  await loginAs(manager, 'manager');
  await manager.goto('/painel/cliente');
  await manager.getByRole('button', { name: 'Details: Interactions' }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByText('Closed', { exact: true }).click();
  const row = dialog.getByRole('row').filter({ hasText: phone });
  await expect(row).toBeVisible();
  // Closed as handed off (issue 19): how it ended, in words.
  await expect(row).toContainText('Handed off to a group');
  await row.getByRole('button', { name: /^Open the messages of \d+$/ }).click();
  const history = manager.getByRole('dialog').filter({ hasText: /^Messages of \d+/ });
  await expect(history.getByText('menu', { exact: true })).toBeVisible();
  await expect(history.getByText('ChatBot').first()).toBeVisible();
  await expect(history.getByText('Client', { exact: true }).first()).toBeVisible();
  await manager.keyboard.press('Escape');
  await manager.keyboard.press('Escape');

  // The editor's test panel walks the same flow in a sandbox (ADR 0030), by keyboard.
  await openFlow(manager, 'Welcome bot');
  await manager.getByRole('button', { name: 'Test the flow' }).click();
  const panel = manager.getByRole('dialog', { name: 'Test the flow' });
  const message = panel.getByLabel('Message as the client');
  await message.fill('menu');
  await message.press('Enter');
  const menu = panel.getByRole('group', { name: 'Reply options' });
  await expect(menu.getByRole('button', { name: 'Support' })).toBeVisible();
  await expect(manager.getByTestId('step-0')).toHaveAttribute('data-run', 'current');
  expect(await seriousViolations(manager)).toEqual([]);
  await menu.getByRole('button', { name: 'Support' }).focus();
  await manager.keyboard.press('Enter');
  await expect(manager.getByTestId('step-2')).toHaveAttribute('data-run', 'current');
  await expect(manager.getByTestId('step-0')).toHaveAttribute('data-run', 'path');
  await message.fill('not-an-email');
  await message.press('Enter');
  await expect(panel.getByText('The step E-mail refused the reply: validate[Email]')).toBeVisible();
  await message.fill('bruna@example.com');
  await message.press('Enter');
  await expect(panel.getByText('The client is handed to a group’s queue.')).toBeVisible();
  await expect(panel.getByTestId('test-variables')).toContainText('bruna@example.com');
  await panel.getByRole('button', { name: 'Close' }).click();

  // The step overlay counts this journey's interaction among the Welcome bot's.
  await manager.getByRole('button', { name: 'Step statistics' }).click();
  await expect(manager.getByTestId('step-stats-2')).toContainText(/[1-9]\d* visits/);
  await managerContext.close();

  // Clean-up: the service is closed, so Acme's queue and agent1's list are as before.
  await page.getByRole('button', { name: 'Close service' }).click();
  const close = page.locator('.ant-modal-content', { hasText: 'Completion status' });
  await close.getByLabel('Comment').fill('Bot hand-off checked');
  await pickOption(page, close, 'Reason', 'Billing');
  await pickOption(page, close, 'Sub-reason', 'Wrong charge');
  await close.getByText('Resolved', { exact: true }).click();
  await pickOption(page, close, 'Campaign', 'Satisfaction survey');
  await close.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service closed')).toBeVisible();
  await expect(activeItem(page, phone)).toHaveCount(0);

  await desk.context.close();
  await clientContext.close();
});
