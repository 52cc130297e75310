import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from '../federation/deployment';
import { DEMO_PASSWORD } from '../shell/helpers';

/** The languages of the product, with the browser locale that selects each (seed 000 §9). */
const LANGUAGES = [
  { language: 'en', locale: 'en-US' },
  { language: 'pt', locale: 'pt-BR' },
  { language: 'es', locale: 'es-ES' },
] as const;

/** Serious and critical axe violations of the page as it is now (WCAG 2.x A and AA rules). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

for (const { language, locale } of LANGUAGES) {
  test(`home, login dialog and agent screen have no serious axe violation (${language})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: `http://localhost:${e2ePorts.shell}`,
      locale,
    });
    const page = await context.newPage();
    // The language the selector would store, so the whole journey is in this language.
    await page.addInitScript((lang) => localStorage.setItem('atende.language', lang), language);

    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await seriousViolations(page), 'home').toEqual([]);

    await page.getByRole('main').locator('.ant-btn-primary').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The user field takes the focus once the opening animation ends: checked after it, not mid-fade.
    await expect(dialog.locator('input[autocomplete="username"]')).toBeFocused();
    expect(await seriousViolations(page), 'login dialog').toEqual([]);

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
