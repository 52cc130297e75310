import { expect, test } from '@playwright/test';
import { LANGUAGES, openInLanguage, seriousViolations } from '../accessibility';
import { DEMO_PASSWORD } from '../shell/helpers';

for (const { language, locale } of LANGUAGES) {
  test(`home, login dialog and agent screen have no serious axe violation (${language})`, async ({
    browser,
  }) => {
    // The language the selector would store, so the whole journey is in this language.
    const { context, page } = await openInLanguage(browser, { language, locale });

    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await seriousViolations(page), 'home').toEqual([]);

    // Join, the page's one button (a native one: home draws no antd before its dialogs, ADR 0029).
    await page.getByRole('main').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The dialog hands the focus to the user field as it opens (a native one, ADR 0029).
    await expect(dialog.locator('input[autocomplete="username"]')).toBeFocused();
    expect(await seriousViolations(page), 'login dialog').toEqual([]);
    // Submitted empty: both fields marked and the error message shown.
    await dialog.locator('button[type="submit"]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(2);
    expect(await seriousViolations(page), 'login dialog with errors').toEqual([]);

    await dialog.locator('input[autocomplete="username"]').fill('agent1');
    await dialog.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await dialog.locator('button[type="submit"]').click();
    await expect(page.getByTestId('agent-desk')).toBeVisible();
    // No client is created here: a waiting client left behind would be the first one the
    // auto-response journey takes.
    await expect(page.getByRole('region', { name: /./ }).first()).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await seriousViolations(page), 'agent screen').toEqual([]);
    await context.close();
  });
}
