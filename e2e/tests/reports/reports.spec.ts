import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, openInLanguage, seriousViolations } from '../accessibility';
import { loginAs, sideMenu } from '../admin/adminHelpers';
import { e2ePorts } from '../federation/deployment';
import { login } from '../shell/helpers';

// Issue 20 (part 1), docs/adr/0026: the report list, the 80 % viewer on the API's own /embed page
// (no METABASE_SITE_URL in this run), the payments 30-day rule, the guard, the remote down. Every
// journey only reads, so they run side by side.

/** A calendar day `offset` days from today (UTC, the run's DEFAULT_TIME_ZONE). */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function openReports(page: Page) {
  await loginAs(page, 'manager');
  await page.goto('/reports');
  await expect(page).toHaveTitle('REPORTS | Atende');
  await expect(page.getByRole('cell', { name: 'Attendance summary', exact: true })).toBeVisible({
    timeout: 30_000,
  });
}

test('a manager opens a report in the 80 % frame and closes it with Escape and the button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReports(page);
  const open = page.getByRole('button', { name: 'Open the report Attendance summary' });
  await open.click();
  const frame = page.getByTestId('report-frame');
  await expect(frame).toBeVisible();
  // The laid-out size (offsetWidth/Height ignore the dialog's opening zoom, which a bounding box
  // would catch half-way).
  const size = await frame.evaluate((element: HTMLElement) => [
    element.offsetWidth,
    element.offsetHeight,
  ]);
  expect(size).toEqual([1024, 640]);
  // The API's own embed page, verified by its rules, shows the report's title.
  await expect(
    page
      .frameLocator('[data-testid="report-frame"]')
      .getByRole('heading', { name: 'Attendance summary' }),
  ).toBeVisible();
  // The dialog takes the focus once its opening ends (a key pressed before goes to the page).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active?.closest('[role="dialog"]')) && active?.tagName !== 'IFRAME';
      }),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(frame).toHaveCount(0);
  await expect(open).toBeFocused();
  await page.getByRole('button', { name: 'Open the report Agent performance' }).click();
  await expect(page.getByTestId('report-frame')).toBeVisible();
  await page.getByTestId('report-close').click();
  await expect(page.getByTestId('report-frame')).toHaveCount(0);
});

test("a manager filters the API's own report, drills into a heatmap cell, opens a service's messages and exports CSV", async ({
  page,
}) => {
  // Issue 20 "The product's own reports", docs/adr/0033: the frame is the API's own /embed page.
  await page.setViewportSize({ width: 1400, height: 900 });
  await openReports(page);
  await page.getByRole('button', { name: 'Open the report Attendance summary' }).click();
  const frame = page.frameLocator('[data-testid="report-frame"]');
  await expect(frame.getByRole('heading', { name: 'Services by day', exact: true })).toBeVisible();
  await frame.getByLabel('Channel').selectOption({ label: 'WhatsApp' });
  await frame.getByRole('button', { name: 'Apply' }).click();
  await expect(frame.getByLabel('Channel').locator('option:checked')).toHaveText('WhatsApp');
  const heatmap = frame.getByRole('table', { name: 'Services by weekday and hour' });
  const cell = heatmap.getByRole('link').first();
  // "Monday, 9:00 to 9:59: 3": the cell's services and how many.
  const [selection, count] = ((await cell.getAttribute('aria-label')) ?? '').split(/: (?=\d+$)/);
  await cell.click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    `Services: ${selection}`.replace(/: \d+$/, ''),
  );
  await expect(frame.getByText(new RegExp(`\\(${count} services?\\)`)).first()).toBeVisible();
  await frame
    .getByRole('link', { name: /^Messages of service \d+$/ })
    .first()
    .click();
  await expect(frame.getByRole('heading', { name: /^Messages of service \d+$/ })).toBeVisible();
  await frame.getByRole('link', { name: 'Back to the services' }).click();
  const download = page.waitForEvent('download');
  await frame.getByRole('link', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^services_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  await frame.getByRole('link', { name: 'Back to the report' }).click();
  await expect(frame.getByRole('heading', { name: 'Services by day', exact: true })).toBeVisible();
  await page.getByTestId('report-close').click();
  await expect(page.getByTestId('report-frame')).toHaveCount(0);
  // Opened again (a new token, as when the viewer renews it): the filter chosen is still there.
  await page.getByRole('button', { name: 'Open the report Attendance summary' }).click();
  await expect(frame.getByLabel('Channel').locator('option:checked')).toHaveText('WhatsApp');
  await page.getByTestId('report-close').click();
});

test('in Portuguese the report frame speaks Portuguese', async ({ browser }) => {
  const { context, page } = await openInLanguage(browser, { language: 'pt', locale: 'pt-BR' });
  await loginAs(page, 'manager');
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Abrir o relatório Attendance summary' }).click();
  const frame = page.frameLocator('[data-testid="report-frame"]');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(
    frame.getByRole('heading', { name: 'Atendimentos por dia', exact: true }),
  ).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Aplicar' })).toBeVisible();
  await context.close();
});

test('a system administrator changes the report settings; a manager sees them read-only', async ({
  page,
  browser,
}) => {
  // Issue 20 "each customer has an IANA time zone (configurable ...) ... business hours per
  // customer"; docs/adr/0033. Sunday's hours are added, kept after a reload, then removed again.
  await loginAs(page, 'admin');
  await page.goto('/reports');
  await sideMenu(page).getByRole('link', { name: 'Report settings' }).click();
  await expect(page).toHaveURL(/\/reports\/settings$/);
  await expect(page.getByLabel('Monday, range 1: From')).toHaveValue('08:00', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Add a range on Sunday' }).click();
  await page.getByLabel('Sunday, range 1: From').fill('10:00');
  await page.getByLabel('Sunday, range 1: To').fill('12:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The report settings were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Sunday, range 1: From')).toHaveValue('10:00', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Remove Sunday, range 1' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The report settings were saved.').first()).toBeVisible();
  await expect(page.getByLabel('Sunday, range 1: From')).toHaveCount(0);

  const manager = await browser.newPage();
  await loginAs(manager, 'manager');
  await manager.goto('/reports/settings');
  await expect(
    manager.getByText('Only a system administrator changes the report settings.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(manager.getByLabel('Monday, range 1: From')).toBeDisabled();
  await expect(manager.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await manager.close();
});

test('payments refuses 31 days and lists 30, with CSV export', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/reports');
  await sideMenu(page).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/reports\/payments$/);
  await page.getByTestId('payments-start').fill(day(-30));
  await page.getByTestId('payments-end').fill(day(0));
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Incorrect dates, must be within a maximum range of 30 days' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  await page.getByTestId('payments-start').fill(day(-29));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'Acme Airport' }).first()).toBeVisible({
    timeout: 20_000,
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  expect((await download).suggestedFilename()).toBe(`payments-${day(-29)}-${day(0)}.csv`);
});

test('a user without the Report level is sent to the client panel', async ({ page }) => {
  await login(page, 'agent1');
  await expect(page).not.toHaveURL(/\/home$/);
  await page.goto('/reports');
  await expect(page).not.toHaveURL(/\/reports/);
});

test('with the reports remote down /reports falls back and the console still works', async ({
  page,
}) => {
  await page.route(new RegExp(`localhost:${e2ePorts.reports}/`), (route) => route.abort());
  await loginAs(page, 'manager');
  await page.goto('/reports');
  await expect(page.getByText('Reports is not available right now')).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/painel/cliente');
  await expect(page).toHaveTitle('PAINELCLIENTE | Atende');
});

for (const { language, locale } of LANGUAGES.filter((l) => l.language !== 'es')) {
  test(`the report list, viewer, payments and settings have no serious axe violation (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await openInLanguage(browser, { language, locale });
    await loginAs(page, 'manager');
    await page.goto('/reports');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page), 'list').toEqual([]);
    await page.locator('.ant-table-row').first().getByRole('button').last().click();
    await expect(page.getByTestId('report-frame')).toBeVisible();
    // The frame's own page (the API's /embed, in the user's language) is checked with the viewer.
    const frame = page.frameLocator('[data-testid="report-frame"]');
    await expect(frame.locator('html')).toHaveAttribute('lang', language);
    await expect(frame.locator('h2').first()).toBeVisible();
    expect(await seriousViolations(page), 'viewer').toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/reports/payments');
    await expect(page.getByTestId('payments-start')).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page), 'payments').toEqual([]);
    await page.goto('/reports/settings');
    await expect(page.locator('input[type="time"]').first()).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page), 'settings').toEqual([]);
    await context.close();
  });
}
