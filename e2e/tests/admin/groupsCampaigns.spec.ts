import { expect, test } from '@playwright/test';
import { pickOption } from '../agent/deskHelpers';
import { loginAs } from './adminHelpers';
import { e2ePorts } from '../federation/deployment';

test('a manager creates a group, renames it, and its history shows who changed what', async ({
  page,
}) => {
  const name = `E2E group ${Date.now().toString().slice(-6)}`;
  await loginAs(page, 'manager');
  await page.goto('/painel/list-group');
  await page.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/painel\/group$/);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await pickOption(page, page.locator('form'), 'Channel', 'WhatsApp');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/painel\/list-group$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/painel\/edit-group\/\d+$/);
  await page.getByLabel('Name', { exact: true }).fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: `${name} renamed` })).toBeVisible();

  await page
    .getByRole('row')
    .filter({ hasText: `${name} renamed` })
    .getByRole('button', { name: /Edit/ })
    .click();
  await page.getByText('Change history').click();
  const history = page.getByRole('list', { name: 'Change history' });
  const [changed, created] = [
    history.getByRole('listitem').nth(0),
    history.getByRole('listitem').nth(1),
  ];
  await expect(changed).toContainText('Changed');
  await expect(changed).toContainText('Marta Manager (manager)');
  await expect(changed.getByRole('row', { name: `Name ${name} ${name} renamed` })).toBeVisible();
  await expect(created).toContainText('Created');
  await expect(created.getByRole('rowheader', { name: 'attendence_Group_Id' })).toHaveCount(0);
});

test('a level-2 user sees the group, operator and campaign lists read-only', async ({ page }) => {
  // custaccount: every functionality at level 2 (seed 001 §6: exactly 2 is read-only).
  await loginAs(page, 'custaccount');
  await page.goto('/painel/list-group');
  await expect(page.getByRole('row').filter({ hasText: 'Support' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New' })).toBeDisabled();
  await expect(
    page.getByRole('row').filter({ hasText: 'Support' }).getByRole('button', { name: /Edit/ }),
  ).toBeDisabled();
  await page.goto('/painel/lista-operadores');
  await expect(page.getByRole('cell', { name: 'agent1', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New operator' })).toBeDisabled();
  await page.goto('/painel/list-campaign');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New' })).toBeDisabled();
});

test('a level-1 user is sent to the client panel', async ({ page }) => {
  // agent1: Painel 1, no User level: the operator list redirects to painelCliente (seed 000 §6).
  await loginAs(page, 'agent1');
  await page.goto('/painel/lista-operadores');
  await expect(page).toHaveURL(/\/painel$|\/painel\/cliente$/);
  await expect(page.getByText('Your access level does not open this area.')).toBeVisible();
});

test('the admin console down leaves the agent desk working', async ({ page }) => {
  await page.route(new RegExp(`localhost:${e2ePorts.adminConsole}/`), (route) => route.abort());
  await loginAs(page, 'manager');
  await page.goto('/painel/cliente');
  await expect(page.getByText('This area could not be loaded')).toBeVisible({ timeout: 30_000 });
  await page.goto('/');
  await expect(page.getByTestId('agent-desk')).toBeVisible();
  await expect(page.getByRole('region', { name: /./ }).first()).toBeVisible();
});

test('under 960 px the side menu is a drawer, operable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await loginAs(page, 'manager');
  await page.goto('/painel/cliente');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const open = page.getByRole('button', { name: 'Open the menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Groups' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Groups' }).click();
  await expect(page).toHaveURL(/\/painel\/list-group$/);
  await expect(drawer).toBeHidden();
});
