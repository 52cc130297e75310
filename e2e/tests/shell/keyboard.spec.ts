import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAsAgent } from './helpers';

// The top bar's profile menu loads its menu code on first use (the UI kit's MenuButton, ADR 0016):
// a keyboard user must not notice. Focus stays on the button while the code arrives, the open menu
// takes the focus, the arrow keys move through it, and Escape gives the focus back to the button.
test('the profile menu works by keyboard while its code loads on first use', async ({ page }) => {
  await loginAsAgent(page);
  const button = page.getByRole('button', { name: 'Profile menu' });
  await button.focus();
  // The menu's code loads on focus and the button is replaced: the focus must stay on it.
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Change password' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeHidden();
  await expect(button).toBeFocused();
  // And a choice by keyboard does what it says (the menu may remember the item it was on).
  await page.keyboard.press('Enter');
  await expect(menu.locator('[role="menuitem"]:focus')).toHaveCount(1);
  const logOut = menu.getByRole('menuitem', { name: 'Log out' });
  if (!(await logOut.evaluate((item) => item === document.activeElement))) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(logOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
});

// The login dialog is a native one (ADR 0029): Join opens it with the focus in the user field, Tab
// walks its controls, the forgot-password dialog comes back to it with Escape, and Escape closes it
// with the focus back on Join; then a login by keyboard alone.
test('home and its login dialog work by keyboard', async ({ page }) => {
  await page.goto('/home');
  const join = page.getByRole('button', { name: 'Join' });
  await join.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByLabel('User')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Forgot your password?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: 'Recover password' }).getByLabel('E-mail'),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog.getByLabel('User')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(join).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('User')).toBeFocused();
  await page.keyboard.type('agent1');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('ATENDIMENTO | Atende');
});
