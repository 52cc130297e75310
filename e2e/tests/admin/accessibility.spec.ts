import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, openInLanguage, seriousViolations } from '../accessibility';
import { loginAs } from './adminHelpers';

/** The console screens of issue 11, each with something that shows once it has loaded. */
const SCREENS = [
  {
    path: '/painel/cliente',
    ready: (page: Page) => page.getByRole('region').locator('dd').first(),
  },
  { path: '/painel/lista-operadores', ready: (page: Page) => page.getByRole('row').nth(1) },
  { path: '/painel/cadastro', ready: (page: Page) => page.locator('form input:visible').first() },
  { path: '/painel/list-group', ready: (page: Page) => page.getByRole('row').nth(1) },
  { path: '/painel/group', ready: (page: Page) => page.locator('form input:visible').first() },
  {
    path: '/painel/edit-group/1',
    ready: (page: Page) => page.locator('form input:visible').first(),
  },
  { path: '/painel/list-campaign', ready: (page: Page) => page.getByRole('row').nth(1) },
  { path: '/painel/campaign', ready: (page: Page) => page.locator('form input:visible').first() },
  { path: '/painel/templates', ready: (page: Page) => page.getByRole('row').nth(1) },
  {
    path: '/painel/templates/new',
    ready: (page: Page) => page.locator('form input:visible').first(),
  },
  {
    path: '/painel/templates/edit/1',
    ready: (page: Page) => page.getByTestId('template-preview-filled'),
  },
  { path: '/painel/files', ready: (page: Page) => page.getByRole('row').nth(1) },
  {
    path: '/painel/files/new',
    ready: (page: Page) => page.locator('form input:visible').first(),
  },
  {
    path: '/painel/files/new/1',
    ready: (page: Page) => page.locator('form a[rel="noopener noreferrer"]'),
  },
  { path: '/painel/reasons', ready: (page: Page) => page.locator('.ant-table-row').first() },
  { path: '/painel/reason/new/1', ready: (page: Page) => page.getByRole('row').nth(1) },
  { path: '/painel/hsm', ready: (page: Page) => page.locator('.ant-upload button') },
];

/** The screens in two groups: each group is its own test, so that one slow screen costs one group. */
const GROUPS = Array.from({ length: Math.ceil(SCREENS.length / 9) }, (_, i) =>
  SCREENS.slice(i * 9, i * 9 + 9),
);

for (const { language, locale } of LANGUAGES) {
  GROUPS.forEach((group, index) => {
    test(`the console screens have no serious axe violation (${language}, group ${index + 1})`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const { context, page } = await openInLanguage(browser, { language, locale });
      await loginAs(page, 'manager');
      for (const screen of group) {
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(screen.ready(page)).toBeVisible();
        expect(await seriousViolations(page), screen.path).toEqual([]);
      }
      await context.close();
    });
  });

  test(`the console's drill-down and bulk sending preview have no serious axe violation (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await openInLanguage(browser, { language, locale });
    await loginAs(page, 'manager');
    await page.goto('/painel/cliente');
    await page.getByRole('region').nth(1).getByRole('button').click();
    await expect(page.getByRole('dialog').getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page), 'drill-down').toEqual([]);
    // The bulk sending page with an imported file: its report and preview (issue 12).
    await page.goto('/painel/hsm');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'bulk.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'customer;client identification;message;send date;from;parameters;message id;campaign id\n1;12345;Hi;;Acme;;1;0\n',
      ),
    });
    await expect(page.getByTestId('hsm-summary')).toBeVisible();
    expect(await seriousViolations(page), 'bulk sending preview').toEqual([]);
    await context.close();
  });
}
