import { expect, test } from '@playwright/test';
import {
  activeItem,
  clientWrites,
  conversation,
  newPhone,
  openDesk,
  sendText,
  waitingItem,
} from '../agent/deskHelpers';
import { chooseIn, loginAs } from './adminHelpers';

/** A one-page PDF small enough for any limit (the file service checks its first bytes). */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a manager uploads a PDF for the Sales group; an agent of Sales sends it from the desk (issue 12, files)', async ({
  page,
  browser,
  request,
}) => {
  const name = `E2E terms ${Date.now().toString().slice(-6)}`;
  await loginAs(page, 'manager');
  await page.goto('/painel/files');
  await page.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/painel\/files\/new$/);

  // The bytes go to the file service first (with progress); the reference is its answer.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'e2e-terms.pdf',
    mimeType: 'application/pdf',
    buffer: SMALL_PDF,
  });
  await expect(page.getByText('e2e-terms.pdf is uploaded.')).toBeVisible();
  const open = page.getByRole('link', { name: 'Open the file' });
  const reference = await open.getAttribute('href');
  expect(reference).toMatch(/\/files\/hornitos\/[0-9a-f-]{36}\/e2e-terms\.pdf$/);
  expect(await open.getAttribute('rel')).toBe('noopener noreferrer');
  await expect(page.getByLabel('File name', { exact: true })).toHaveValue('e2e-terms');

  await page.getByLabel('File name', { exact: true }).fill(name);
  await chooseIn(page, page.locator('form'), 'Groups', 'Sales');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/painel\/files$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Sales');
  await expect(row).toContainText('Enabled');

  // agent1 works in Sales: the stored file is in the desk's attachment picker.
  const phone = newPhone();
  await clientWrites(request, { phone, name: 'Fabio Files', text: 'Can you send me the terms?' });
  const agent = await openDesk(browser, 'agent1');
  const desk = agent.page;
  await waitingItem(desk, phone).click();
  // The first message takes the service (seed 000 §4).
  await sendText(desk, 'Sure, here they are.');
  await expect(activeItem(desk, phone)).toBeVisible();
  await desk.getByRole('button', { name: 'Attach a file' }).click();
  await desk.getByRole('button', { name: `Send ${name}` }).click();
  // A PDF is shown as a link to the stored file (seed 000 §2.4 "pdf and doc as links").
  await expect(conversation(desk).locator(`a[href="${reference}"]`)).toBeVisible();
  await agent.context.close();
});
