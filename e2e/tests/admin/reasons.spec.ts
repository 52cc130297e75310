import { expect, test } from '@playwright/test';
import {
  activeItem,
  clientWrites,
  newPhone,
  openDesk,
  pickOption,
  sendText,
  waitingItem,
} from '../agent/deskHelpers';
import { loginAs } from './adminHelpers';

test('a manager creates a reason with two sub-reasons; an agent closes a service with them (issue 12, reasons)', async ({
  page,
  browser,
  request,
}) => {
  const reason = `E2E reason ${Date.now().toString().slice(-6)}`;
  await loginAs(page, 'manager');
  await page.goto('/painel/reasons');
  await page.getByRole('button', { name: 'Add new' }).click();
  await expect(page).toHaveURL(/\/painel\/reason\/new$/);
  await page.getByLabel('Description', { exact: true }).fill(reason);
  await page.getByRole('button', { name: 'Save' }).click();
  // Saving a reason returns to the list (seed 001 §4).
  await expect(page).toHaveURL(/\/painel\/reasons$/);
  // The list is virtualised (its rows are not table rows): the edit button names its reason.
  await page.getByRole('button', { name: `Edit reason ${reason}` }).click();
  await expect(page).toHaveURL(/\/painel\/reason\/new\/\d+$/);

  for (const sub of ['First sub-reason', 'Second sub-reason']) {
    await page.getByRole('button', { name: 'New subreason' }).click();
    await page.getByLabel('Sub-reason description', { exact: true }).fill(sub);
    await page.getByRole('button', { name: 'Save' }).last().click();
    // Seed 001 §8: "Sub-reason saved: The sub reason was stored correctly"; the form closes.
    await expect(page.getByText('The sub reason was stored correctly').last()).toBeVisible();
    await expect(page.getByRole('cell', { name: sub, exact: true })).toBeVisible();
    await expect(page.getByLabel('Sub-reason description', { exact: true })).toHaveCount(0);
  }

  // An agent of the same customer closes a service with the new reason and its second sub-reason.
  const phone = newPhone();
  await clientWrites(request, { phone, name: 'Rita Reason', text: 'Please close me' });
  const agent = await openDesk(browser, 'agent1');
  const desk = agent.page;
  await waitingItem(desk, phone).click();
  // The first message takes the service (seed 000 §4).
  await sendText(desk, 'Closing this for you now.');
  await expect(activeItem(desk, phone)).toBeVisible();
  await desk.getByRole('button', { name: 'Close service' }).click();
  const close = desk.locator('.ant-modal-content', { hasText: 'Completion status' });
  await pickOption(desk, close, 'Reason', reason);
  await close.getByLabel('Sub-reason', { exact: true }).click();
  const subOptions = desk.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(subOptions).toHaveText(['First sub-reason', 'Second sub-reason']);
  await subOptions.filter({ hasText: 'Second sub-reason' }).click();
  await close.getByText('Resolved', { exact: true }).click();
  await pickOption(desk, close, 'Campaign', 'Satisfaction survey');
  await close.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText('Service closed')).toBeVisible();
  await agent.context.close();
});
