import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { clientWrites, newPhone } from '../agent/deskHelpers';
import { e2ePorts } from '../federation/deployment';
import { loginAs, sideMenu } from './adminHelpers';

test('a manager opens the live dashboard, drills down, exports CSV and reads a message history', async ({
  page,
  request,
}) => {
  await loginAs(page, 'manager');
  await page.goto('/painel/cliente');
  await expect(page).toHaveTitle('PAINELCLIENTE | Atende');
  await expect(sideMenu(page).getByRole('link', { name: 'Operators' })).toBeVisible();

  const services = page.getByRole('region', { name: 'Services' });
  const total = services.locator('dd').first();
  await expect(total).toHaveText(/^\d+$/);
  const before = Number(await total.textContent());
  const bell = page.getByTestId('waiting-bell');
  const waitingBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);

  // Live: a client writes, the card and the bell follow without a reload (DashboardChanged).
  await clientWrites(request, {
    phone: newPhone(),
    name: 'Dashboard Client',
    text: 'Hello dashboard',
  });
  await expect(total).toHaveText(String(before + 1), { timeout: 15_000 });
  await expect(bell).toHaveAttribute('aria-label', `Clients waiting: ${waitingBefore + 1}`);
  await expect(page.getByTestId('dashboard-updated')).toContainText('Updated at');

  // Drill-down of the services: on hold shows the new client.
  await page.getByRole('button', { name: 'Details: Services' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('row').nth(1)).toBeVisible();
  await dialog.getByText('On hold', { exact: true }).click();
  await expect(
    dialog.getByRole('cell', { name: 'Dashboard Client' }).or(dialog.getByRole('row').nth(1)),
  ).toBeVisible();

  // CSV export: a file with the header row, formula cells neutralised by the UI kit.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('Id');
  expect(download.suggestedFilename()).toMatch(/^attendances-\d{8}-\d{8}\.csv$/);

  // An id opens the message history, directions in words.
  await dialog
    .getByRole('button', { name: /^Open the messages of \d+$/ })
    .first()
    .click();
  const history = page.getByRole('dialog').filter({ hasText: /^Messages of \d+/ });
  await expect(history.getByText('Hello dashboard')).toBeVisible();
  await expect(history.getByText('Client', { exact: true }).first()).toBeVisible();
});

test('the interactions drill-down opens a chatbot session (pt)', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: `http://localhost:${e2ePorts.shell}`,
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('atende.language', 'pt'));
  await loginAs(page, 'manager');
  await page.goto('/painel/cliente');
  const interactions = page.getByRole('region', { name: 'Interações' });
  await expect(interactions.locator('dd').first()).toHaveText(/^[1-9]\d*$/);
  await page.getByRole('button', { name: 'Detalhes: Interações' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('button', { name: /^Abrir as mensagens de \d+$/ })
    .first()
    .click();
  const history = page.getByRole('dialog').filter({ hasText: /^Mensagens de \d+/ });
  await expect(history.getByText('ChatBot').first()).toBeVisible();
  await expect(history.getByText('Cliente', { exact: true }).first()).toBeVisible();
  await context.close();
});
