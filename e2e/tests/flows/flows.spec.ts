import { expect, test } from '@playwright/test';
import { loginAs } from '../admin/adminHelpers';

// Issue 18, the flow designer remote in the shell: a manager opens /fluxo (seed 000 §2.1), sees the
// customer's active seeded flows (seed 001 §2 "Flow list"), creates a flow through the creation form
// (seed 001 §2, §5) and reaches the editor's route with the form's fields in its address.

test('a manager lists the flows, creates one through the form and reaches the editor', async ({
  page,
}) => {
  await loginAs(page, 'manager');
  await page.goto('/fluxo');
  await expect(page).toHaveTitle('FLUXO | Atende');
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'Sales bot', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(table.getByRole('cell', { name: 'Satisfaction survey', exact: true })).toBeVisible();
  // Active flows of this customer only: not the retired one, not Borealis Bank's.
  await expect(table.getByRole('cell', { name: 'Retired flow' })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Card support bot' })).toHaveCount(0);
  // The flow area's own side menu beside the page, under the agent top bar.
  await expect(page.getByRole('link', { name: 'New flow' })).toBeVisible();

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/fluxo\/create$/);
  await page.getByLabel('Name', { exact: true }).fill('Pizza-bot / 50%');
  await page.getByLabel('Initial message').fill('pizza');
  await expect(page.getByLabel('Exit message')).toHaveValue('Salida');
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();

  // The view-fluxo address: eight parts, each URL-encoded (the name's - / % survive).
  await expect(page).toHaveURL(/\/fluxo\/view\/0-Pizza%2Dbot%20%2F%2050%25-/);
  await expect(page).toHaveTitle('VIEW-FLUXO | Atende');
  // The address has no dot (its start date's `.000Z` is encoded): a reload gets the app, not a 404.
  expect(new URL(page.url()).pathname).not.toContain('.');
  await page.reload();
  await expect(page).toHaveTitle('VIEW-FLUXO | Atende');
});

test('picking a flow in the search box opens its editor', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/fluxo');
  const search = page.getByRole('combobox', { name: 'Search a flow by name and open it' });
  await search.fill('survey');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fluxo\/view\/\d+-Satisfaction%20survey-/);
});
