import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login, loginAsAgent } from './helpers';

// Issue 17: a password with an accented capital is accepted by the shell and by the API, and logs in.
// agent3 is a user no other journey logs in with, so its new password disturbs none of them.
test('a user changes the password to Éxito#2026 in the shell and logs in with it', async ({
  page,
}) => {
  await loginAsAgent(page, 'agent3');
  await page.getByLabel('Profile menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Old password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill('Éxito#2026');
  await dialog.getByLabel('Repeat the new password').fill('Éxito#2026');
  await expect(dialog.getByText(/The password must/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await page.getByLabel('Profile menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await login(page, 'agent3', DEMO_PASSWORD);
  await expect(page.getByText('User or password wrong')).toBeVisible();
  await page.keyboard.press('Escape');
  await login(page, 'agent3', 'Éxito#2026');
  await expect(page).toHaveTitle('ATENDIMENTO | Atende');
  await expect(page.getByText('Hello, Clara Agent')).toBeVisible();
});

test('home is drawn in the theme font and the login dialog focuses the user field', async ({
  page,
}) => {
  await page.goto('/home');
  const title = page.getByRole('heading', { name: 'Atende' });
  await expect(title).toBeVisible();
  for (const element of [title, page.getByRole('contentinfo')]) {
    const font = await element.evaluate((node) => getComputedStyle(node).fontFamily);
    expect(font).toMatch(/sans-serif/);
  }
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('dialog').getByLabel('User')).toBeFocused();
});
