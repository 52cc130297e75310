import { expect, test } from '@playwright/test';
import {
  activeItem,
  apiUrl,
  conversation,
  messageBox,
  newPhone,
  openDesk,
  pickOption,
  sendText,
  waitingItem,
} from './deskHelpers';

// Seed 000 §2.4-§5 end to end: the simulator (a real client page), the shell with the agent desk
// loaded from its own origin, the real API and hub.
test('a client writes; the agent takes, answers, sends a template and an image, renames, opens the history and transfers; another agent takes and closes', async ({
  browser,
}) => {
  // About 15 s on a quiet machine; the whole journey under the two lanes of a busy CI machine.
  test.setTimeout(120_000);
  const phone = newPhone();
  const clientContext = await browser.newContext({ locale: 'en-US' });
  const sim = await clientContext.newPage();
  await sim.goto(`${apiUrl}/simulator`);
  await sim.getByLabel('Business number').selectOption({ index: 0 });
  await sim.getByLabel('Your phone').fill(phone);
  await sim.getByLabel('Your name').fill('Julia Journey');
  await sim.getByRole('button', { name: 'Open chat' }).click();

  const first = await openDesk(browser, 'agent1');
  const page = first.page;

  await sim.getByPlaceholder('Type a message').fill('I need help with my bill');
  await sim.getByRole('button', { name: 'Send' }).click();

  // The item appears without a reload, through the hub.
  await expect(waitingItem(page, phone)).toBeVisible();
  await expect(waitingItem(page, phone)).toContainText('Julia Journey');
  await waitingItem(page, phone).click();
  await expect(conversation(page).getByText('I need help with my bill')).toBeVisible();
  await expect(messageBox(page)).toBeFocused();

  // The first reply takes the service and reaches the client.
  await sendText(page, 'Hello Julia, I can help with that.');
  await expect(activeItem(page, phone)).toBeVisible();
  await expect(waitingItem(page, phone)).toHaveCount(0);
  await expect(sim.getByText('Hello Julia, I can help with that.')).toBeVisible();

  // A template with the agent's name.
  await page.getByRole('button', { name: 'Message templates' }).click();
  await page.getByRole('button', { name: 'Use the template Greeting' }).click();
  await expect(messageBox(page)).toHaveValue("Hello, I'm Alice Agent. How can I help you today?");
  await messageBox(page).press('Enter');
  await expect(sim.getByText("Hello, I'm Alice Agent. How can I help you today?")).toBeVisible();

  // A stored image.
  await page.getByRole('button', { name: 'Attach a file' }).click();
  await page.getByRole('button', { name: 'Send Acme logo' }).click();
  await expect(conversation(page).locator('img').last()).toBeVisible();
  await expect(sim.locator('ul.messages img').last()).toBeVisible();

  // Rename.
  await page.getByRole('button', { name: 'Edit client name' }).click();
  const rename = page.locator('.ant-modal-content', { hasText: 'Edit client' });
  await expect(rename.getByLabel('Phone')).toHaveValue(phone);
  await rename.getByLabel('Name').fill('Julia Renamed');
  await rename.getByLabel('Name').press('Enter');
  await expect(page.getByText('Client updated successfully')).toBeVisible();
  await expect(rename).toBeHidden();
  await expect(page.getByTestId('conversation-name')).toHaveText('Julia Renamed');

  // History (a new client: no past services yet).
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.locator('.ant-modal-content', { hasText: 'History of Julia Renamed' });
  await expect(history.getByText('No past services')).toBeVisible();
  // The dialog takes the focus (keyboard users close it with Escape).
  await expect(history.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Transfer to Support, where agent2 works.
  await page.getByRole('button', { name: 'Transfer' }).click();
  const transfer = page.locator('.ant-modal-content', { hasText: 'Transfer service' });
  await pickOption(page, transfer, 'Group', 'Support');
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await transfer.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Transferred successfully')).toBeVisible();
  await expect(activeItem(page, phone)).toHaveCount(0);

  // A second agent in another session takes it and closes it.
  const second = await openDesk(browser, 'agent2');
  const other = second.page;
  await expect(waitingItem(other, phone)).toBeVisible();
  await waitingItem(other, phone).click();
  await sendText(other, 'Hi Julia, Bruno here. Let me finish this for you.');
  await expect(activeItem(other, phone)).toBeVisible();
  await expect(sim.getByText('Hi Julia, Bruno here. Let me finish this for you.')).toBeVisible();

  await other.getByRole('button', { name: 'Close service' }).click();
  const close = other.locator('.ant-modal-content', { hasText: 'Completion status' });
  await close.getByLabel('Comment').fill('Bill explained');
  await pickOption(other, close, 'Reason', 'Billing');
  await pickOption(other, close, 'Sub-reason', 'Wrong charge');
  await close.getByText('Resolved', { exact: true }).click();
  await pickOption(other, close, 'Campaign', 'Satisfaction survey');
  await close.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Service closed')).toBeVisible();
  await expect(activeItem(other, phone)).toHaveCount(0);
  await expect(
    other.getByText('Choose a service in the queue to see the conversation'),
  ).toBeVisible();

  await first.context.close();
  await second.context.close();
  await clientContext.close();
});

test('two agents race for one waiting client: one takes it, the other is told', async ({
  browser,
  request,
}) => {
  const phone = newPhone();
  const a = await openDesk(browser, 'agent1');
  const b = await openDesk(browser, 'agent2');
  const sent = await request.post(`${apiUrl}/simulator/send`, {
    data: { phoneNumberId: '100000000000001', from: phone, name: 'Rita Race', text: 'Anyone?' },
  });
  expect(sent.ok()).toBe(true);
  for (const { page } of [a, b]) {
    await expect(waitingItem(page, phone)).toBeVisible();
    await waitingItem(page, phone).click();
    await expect(messageBox(page)).toBeFocused();
  }
  await messageBox(a.page).fill('Agent A here');
  await messageBox(b.page).fill('Agent B here');
  await Promise.all([messageBox(a.page).press('Enter'), messageBox(b.page).press('Enter')]);

  const holders = async () =>
    (await activeItem(a.page, phone).count()) + (await activeItem(b.page, phone).count());
  await expect.poll(holders).toBe(1);
  const loser = (await activeItem(a.page, phone).count()) === 1 ? b.page : a.page;
  await expect(
    loser.getByText(/possibly already being attended to by another agent/).first(),
  ).toBeVisible();
  await expect(waitingItem(loser, phone)).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});
