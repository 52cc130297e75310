import { expect, test } from '@playwright/test';
import { chooseIn, loginAs } from './adminHelpers';

test('an administrator creates an operator with groups, who then logs in to the agent desk', async ({
  page,
  browser,
}) => {
  const login = `e2e${Date.now().toString().slice(-7)}`;
  await loginAs(page, 'admin');
  await page.goto('/painel/lista-operadores');
  await page.getByRole('button', { name: 'New operator' }).click();
  await expect(page).toHaveURL(/\/painel\/cadastro$/);
  const form = page.locator('form');
  await form.getByLabel('Login', { exact: true }).fill(login);
  await form.getByLabel('Full name', { exact: true }).fill('Olga Operator');
  await form.getByLabel('Password', { exact: true }).fill('Secret@123');
  // The agent's role starts the levels from the role's (Attendence 2, Painel 1).
  await chooseIn(page, form, 'Role', 'Store agent');
  await expect(form.getByLabel('Level 2 for Attendance', { exact: true })).toBeChecked();
  await chooseIn(page, form, 'Groups', 'Support');
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/painel\/lista-operadores$/);
  const row = page.getByRole('row').filter({ hasText: login });
  await expect(row).toContainText('Olga Operator');
  await expect(row).toContainText('Support');

  // The new operator logs in and lands on the agent desk (Attendence 2 and a group).
  const context = await browser.newContext({ baseURL: page.url().replace(/\/painel.*$/, '') });
  const operator = await context.newPage();
  await operator.goto('/home');
  await operator.getByRole('button', { name: 'Join' }).click();
  const dialog = operator.getByRole('dialog');
  await dialog.getByLabel('User').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret@123');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(operator.getByTestId('agent-desk')).toBeVisible();
  await context.close();

  // Its record's history names who created it.
  await row.getByRole('button', { name: /Edit/ }).click();
  await page.getByText('Change history').click();
  await expect(page.getByRole('list', { name: 'Change history' })).toContainText(
    'Ana Admin (admin)',
  );
});

test('the role grid is offered to function_Id 1 only, and creates a role without level 0 entries', async ({
  page,
}) => {
  const name = `E2E role ${Date.now().toString().slice(-6)}`;
  await loginAs(page, 'manager');
  await page.goto('/painel/cadastro');
  await expect(page.locator('form').getByLabel('Login', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage roles' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Quit' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await loginAs(page, 'admin');
  await page.goto('/painel/cadastro');
  await page.getByRole('button', { name: 'Manage roles' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Role name').fill(name);
  await dialog.getByLabel('Level 3 for Operators', { exact: true }).check();
  await dialog.getByLabel('Level 2 for Dashboard', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText(`Role ${name} created`)).toBeVisible();
  // The new role's levels read back from User_Func_List/GetById: 0 where nothing was sent.
  await chooseIn(page, dialog, 'Choose a role to see its levels', name);
  await expect(dialog.getByText(`Levels of ${name}`)).toBeVisible();
});
