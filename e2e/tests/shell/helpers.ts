import { expect, type Page } from '@playwright/test';

/** The demo password of every seeded user. */
export const DEMO_PASSWORD = 'Atende@2026';

/** Opens home, presses Join and submits the login dialog. */
export async function login(page: Page, user: string, password = DEMO_PASSWORD) {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Join' }).click();
  const dialog = page.getByRole('dialog');
  const userField = dialog.getByLabel('User');
  // Type once the dialog has put the focus in the user field (it does so as it opens, ADR 0029): a
  // keystroke sent before would go to the page behind.
  await expect(userField).toBeFocused();
  await userField.fill(user);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

/** Logs in as an agent and waits for the agent screen. */
export async function loginAsAgent(page: Page, user = 'agent1') {
  await login(page, user);
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('ATENDIMENTO | Atende');
}

/** Picks a language in the first language selector of the page by its full name ("Português"). */
export async function chooseLanguage(page: Page, name: string) {
  await page
    .getByRole('radiogroup', { name: /Language|Idioma/ })
    .first()
    .getByTitle(name, { exact: true })
    .click();
}
