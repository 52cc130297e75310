import type { Page } from 'playwright-core';

/**
 * The admin console's DOM contract (e2e/tests/admin), as the bench uses it: its routes, the manager
 * who opens them, and what shows once a page is drawn.
 */
export const CONSOLE = {
  /** The client dashboard, the console's first screen (route painelCliente). */
  dashboardRoute: '/painel/cliente',
  /** The group list, the first list page on the UI kit's `ListPage` (pro-components' ProTable). */
  listRoute: '/painel/list-group',
  /**
   * A customer administrator (role 3) of two customers: after login the shell asks which one, then
   * lands them on the agent screen (they serve Acme's Support), from where they open the console.
   */
  manager: 'manager',
  customer: 'Acme Telecom',
  /** The dashboard's "last updated" line, there once the page's code ran. */
  dashboardStatus: '[data-testid="dashboard-updated"]',
  /** The hourly chart's canvas, drawn by uPlot (its own chunk, loaded after the cards). */
  hourlyChart: 'figure .uplot canvas',
  /** A data row of the list page's table (ProTable renders antd's Table). */
  listRow: '[data-atende-list] .ant-table-row',
} as const;

/**
 * In the shell's customer dialog (a user of several customers, after login), picks `customer` and
 * confirms; waits until the dialog is gone. Does nothing if the dialog does not show within
 * `timeoutMs` (a user of one customer).
 */
export async function chooseCustomer(page: Page, customer: string, timeoutMs = 10_000) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Choose a customer' });
  try {
    await dialog.waitFor({ timeout: timeoutMs });
  } catch {
    return;
  }
  await dialog.getByRole('combobox').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: customer })
    .click();
  await dialog.locator('.ant-btn-primary').click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
}

/**
 * Waits until the client dashboard shows its three cards with numbers (Services, ...), then until its
 * hourly chart is drawn (when the range has services; `chartTimeoutMs`). Returns whether the chart
 * was drawn.
 */
export async function waitForDashboard(page: Page, chartTimeoutMs = 15_000): Promise<boolean> {
  await page.locator(CONSOLE.dashboardStatus).waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('section')].some(
        (card) =>
          card.querySelector('h2, h3, [role="heading"]')?.textContent?.trim() === 'Services' &&
          /^\d+$/.test(card.querySelector('dd')?.textContent?.trim() ?? ''),
      ),
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  try {
    await page.locator(CONSOLE.hourlyChart).first().waitFor({ timeout: chartTimeoutMs });
    return true;
  } catch {
    return false;
  }
}

/** Waits until the list page's table shows a row. */
export async function waitForListRows(page: Page): Promise<void> {
  await page.locator(CONSOLE.listRow).first().waitFor({ timeout: 60_000 });
}
