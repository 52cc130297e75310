import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, openInLanguage, seriousViolations } from '../accessibility';
import { loginAs } from '../admin/adminHelpers';

/** The flow list and the creation form (issue 18), each with something that shows once loaded. */
const SCREENS = [
  { path: '/fluxo', ready: (page: Page) => page.locator('.ant-table-row').first() },
  { path: '/fluxo/create', ready: (page: Page) => page.locator('form input:visible').first() },
];

for (const { language, locale } of LANGUAGES) {
  test(`the flow list and form have no serious axe violation (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await openInLanguage(browser, { language, locale });
    await loginAs(page, 'manager');
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(screen.ready(page)).toBeVisible({ timeout: 20_000 });
      expect(await seriousViolations(page), screen.path).toEqual([]);
    }
    // The form with its end date switched on.
    await page.locator('form').getByRole('switch').click();
    await expect(page.locator('form input:visible')).not.toHaveCount(0);
    expect(await seriousViolations(page), 'form with an end date').toEqual([]);
    await context.close();
  });
}
