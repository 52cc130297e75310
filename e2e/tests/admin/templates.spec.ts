import { expect, test } from '@playwright/test';
import {
  activeItem,
  clientWrites,
  conversation,
  messageBox,
  newPhone,
  openDesk,
  sendText,
  waitingItem,
} from '../agent/deskHelpers';
import { chooseIn, loginAs } from './adminHelpers';

test('a manager creates a template for a group; an agent of that group sends it with their name (issue 12, templates)', async ({
  page,
  browser,
  request,
}) => {
  const name = `E2E template ${Date.now().toString().slice(-6)}`;
  await loginAs(page, 'manager');
  await page.goto('/painel/templates');
  await page.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/painel\/templates\/new$/);
  const form = page.locator('form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  const text = form.getByLabel('Message', { exact: true });
  await text.fill('Hi, I am  from Sales.');
  // The placeholder goes where the caret is: after "I am ".
  await text.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(9, 9));
  await form.getByRole('button', { name: 'Insert agent name' }).click();
  await expect(text).toHaveValue('Hi, I am {{Agent_Name}} from Sales.');
  // The live preview: the placeholder as a chip, and as the manager would send it.
  await expect(page.getByTestId('template-preview').locator('.ant-tag')).toHaveText('Agent name');
  await expect(page.getByTestId('template-preview-filled')).toHaveText(
    'Hi, I am Marta Manager from Sales.',
  );
  await chooseIn(page, form, 'Groups', 'Sales');
  await form.getByRole('button', { name: 'Save' }).click();
  // Seed 001 §8: NewMessageTemplate.snackTextSuccess, templates reloaded, back to the list.
  await expect(page.getByText('Template saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/painel\/templates$/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // agent1 (groups Support and Sales) takes a client and sends the template from the picker.
  const phone = newPhone();
  await clientWrites(request, { phone, name: 'Tina Template', text: 'Hello?' });
  const agent = await openDesk(browser, 'agent1');
  const desk = agent.page;
  await waitingItem(desk, phone).click();
  await sendText(desk, 'One moment, please.');
  await expect(activeItem(desk, phone)).toBeVisible();
  await desk.getByRole('button', { name: 'Message templates' }).click();
  await desk.getByRole('button', { name: `Use the template ${name}` }).click();
  await expect(messageBox(desk)).toHaveValue('Hi, I am Alice Agent from Sales.');
  await messageBox(desk).press('Enter');
  await expect(conversation(desk).getByText('Hi, I am Alice Agent from Sales.')).toBeVisible();
  await agent.context.close();
});
