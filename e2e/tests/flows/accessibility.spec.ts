import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../admin/adminHelpers';
import { e2ePorts } from '../federation/deployment';

/** The languages of the product, with the browser locale that selects each (seed 000 §9). */
const LANGUAGES = [
  { language: 'en', locale: 'en-US' },
  { language: 'pt', locale: 'pt-BR' },
  { language: 'es', locale: 'es-ES' },
] as const;

/** The flow list and the creation form (issue 18), each with something that shows once loaded. */
const SCREENS = [
  { path: '/fluxo', ready: (page: Page) => page.locator('.ant-table-row').first() },
  { path: '/fluxo/create', ready: (page: Page) => page.locator('form input:visible').first() },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

for (const { language, locale } of LANGUAGES) {
  test(`the flow list and form have no serious axe violation (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      baseURL: `http://localhost:${e2ePorts.shell}`,
      locale,
    });
    const page = await context.newPage();
    await page.addInitScript((lang) => localStorage.setItem('atende.language', lang), language);
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
