import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../shell/helpers';

/** Demo logins that work for several customers (the customer dialog follows their login). */
const SEVERAL_CUSTOMERS = ['admin', 'sysaccount', 'manager'];

/**
 * Logs in through the shell's dialog; a user of several customers picks `customer` in the
 * customer dialog. Waits until the login dialog is gone.
 */
export async function loginAs(page: Page, user: string, customer = 'Acme Telecom'): Promise<void> {
  // By role and type rather than by text, so that it works in every language.
  await page.goto('/home');
  // Join, home's one button (a native one: home draws no antd before its dialogs, ADR 0029).
  await page.getByRole('main').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  const userField = dialog.locator('input[autocomplete="username"]');
  // Fill once the dialog has put the focus in the user field (shell/helpers.ts).
  await expect(userField).toBeFocused();
  await userField.fill(user);
  await dialog.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  const choose = page
    .getByRole('dialog')
    .filter({ hasText: /Choose a customer|Escolha um cliente|Elija un cliente/ });
  const loginDialog = page
    .getByRole('dialog')
    .filter({ has: page.locator('input[type="password"]') });
  await expect(loginDialog).toHaveCount(0);
  // The demo users of several customers choose one (apps/api/src/db/seed/demoUsers.ts); the dialog
  // loads after the login, so wait for it rather than look once.
  if (SEVERAL_CUSTOMERS.includes(user)) {
    await expect(choose).toBeVisible();
    await choose.getByRole('combobox').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: customer })
      .click();
    await choose.locator('.ant-btn-primary').click();
    await expect(choose).toHaveCount(0);
  }
}

/** The side menu of the manager area. */
export function sideMenu(page: Page) {
  return page.getByRole('navigation');
}

/** Picks `option` in the antd select labelled `label` inside `scope` (a value already chosen or not). */
export async function chooseIn(page: Page, scope: Locator, label: string, option: string) {
  const item = scope
    .locator('.ant-form-item, .ant-select')
    .filter({ has: page.getByLabel(label, { exact: true }) });
  await item.locator('.ant-select-selector').first().click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}
