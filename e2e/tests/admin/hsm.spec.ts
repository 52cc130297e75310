import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { apiUrl, newPhone } from '../agent/deskHelpers';
import { DEMO_PASSWORD } from '../shell/helpers';
import { loginAs, sideMenu } from './adminHelpers';

/** Acme Telecom's demo business number (the simulator shows what it sends). */
const ACME_NUMBER = '100000000000001';
const HEADER =
  'customer;client identification;message;send date;from;parameters;message id;campaign id';

/** The password as the login call sends it (base64 with the padding counted, seed 000 §7). */
function encodedPassword(): string {
  const b = Buffer.from(DEMO_PASSWORD).toString('base64');
  return b.endsWith('==') ? `${b.slice(0, -2)}2` : b.endsWith('=') ? `${b.slice(0, -1)}1` : `${b}0`;
}

/** The manager's API headers (a login of its own, beside the page's). */
async function managerHeaders(request: APIRequestContext) {
  const login = await request.get(
    `${apiUrl}/api/User_Validate?User_Login=manager&User_Pass=${encodedPassword()}`,
  );
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** An enabled template of Acme's and parameters enough for its {{n}}. */
async function acmeTemplate(request: APIRequestContext, headers: Record<string, string>) {
  const list = (await (
    await request.get(`${apiUrl}/api/Message_Template_List?Customer_Id=1`, { headers })
  ).json()) as Array<{ message_Id: number; message_Template: string; enable?: boolean }>;
  const template = list.find((t) => t.enable !== false)!;
  expect(template).toBeTruthy();
  const needed = Math.max(
    0,
    ...[...template.message_Template.matchAll(/\{\{\s*(\d{1,3})\s*\}\}/g)].map((m) => Number(m[1])),
  );
  const parameters = Array.from({ length: needed }, (_, i) => `Value ${i + 1}`).join('|');
  return { id: template.message_Id, parameters };
}

/** A bulk file (seed 001 §9): header, rows, and a trailing empty line. */
function bulkFile(rows: string[]) {
  return {
    name: 'bulk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}\n${rows.join('\n')}\n`),
  };
}

async function importFile(page: Page, file: ReturnType<typeof bulkFile>) {
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText('File imported successfully').last()).toBeVisible();
}

/** The import id of the Hsm_Send requests the page makes from now on. */
function recordSends(page: Page) {
  const bodies: Array<{ import_id: string; row: number }> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/Hsm_Send'))
      bodies.push(request.postDataJSON() as { import_id: string; row: number });
  });
  return bodies;
}

test('a manager imports a bulk file with good and bad rows, sends it and watches the rows reach delivered (issue 12, HSM)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await managerHeaders(request);
  const template = await acmeTemplate(request, headers);
  const phones = [newPhone(), newPhone(), newPhone()];
  const row = (phone: string, messageId = template.id) =>
    `1;${phone};Bulk E2E;;Acme;${template.parameters};${messageId};0`;
  const file = bulkFile([
    row(phones[0]!),
    row(phones[1]!),
    row(phones[2]!),
    row('12345'), // line 5: unusable phone
    row(newPhone(), 999_999), // line 6: no such template
    row(phones[0]!), // line 7: duplicate of line 2
  ]);

  await loginAs(page, 'manager');
  await page.goto('/painel/hsm');
  const sends = recordSends(page);
  await importFile(page, file);

  // The validation report, before anything is sent.
  await expect(page.getByTestId('hsm-summary')).toHaveText('3 rows ready, 3 with problems');
  await page.getByText('With problems (3)').click();
  const preview = page.getByRole('table', { name: 'Rows of the imported file' });
  await expect(preview.getByText(/Not a usable phone number/)).toBeVisible();
  await expect(
    preview.getByText(/No template of this customer has message id 999999/),
  ).toBeVisible();
  await expect(preview.getByText(/as line 2/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Send line 5' })).toBeDisabled();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download the problems/ }).click();
  expect((await download).suggestedFilename()).toBe('bulk-send-problems.csv');
  expect(sends).toHaveLength(0);

  // Send: the progress dialog, then the finished message; the preview is cleared.
  await page.getByRole('button', { name: 'Send (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sending' });
  await expect(dialog.getByText(/^\d of 3/)).toBeVisible();
  await expect(page.getByText('All HSMs have finished')).toBeVisible();
  await expect(preview).toHaveCount(0);
  expect(sends.map((body) => body.row)).toEqual([2, 3, 4]);

  // Each row's state, live: the simulator's phone takes the template at once (delivered).
  await expect(page.getByTestId('hsm-results-count')).toHaveText(
    '3 rows: 0 queued, 0 sent, 3 delivered, 0 failed',
    { timeout: 60_000 },
  );
  const history = (await (
    await request.get(`${apiUrl}/simulator/history?phoneNumberId=${ACME_NUMBER}&phone=${phones[1]}`)
  ).json()) as Array<{ direction: string; text: string }>;
  expect(history.filter((m) => m.direction === 'out')).toHaveLength(1);
});

test('leaving the page half-way through a send asks, and the rest is not sent (issue 12, HSM)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await managerHeaders(request);
  const template = await acmeTemplate(request, headers);
  const rows = Array.from(
    { length: 20 },
    () => `1;${newPhone()};Bulk E2E;;Acme;${template.parameters};${template.id};0`,
  );

  await loginAs(page, 'manager');
  // Into the page from the dashboard inside the app, so that Back is a route change of the app.
  await page.goto('/painel/cliente');
  await sideMenu(page).getByRole('link', { name: 'HSM' }).click();
  await expect(page).toHaveURL(/\/painel\/hsm$/);
  const sends = recordSends(page);
  await importFile(page, bulkFile(rows));
  await expect(page.getByTestId('hsm-summary')).toHaveText('20 rows ready, 0 with problems');
  await page.getByRole('button', { name: 'Send (20)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sending' });
  // At least 3 sent (the counter may pass 3 between two looks at it), not yet all.
  await expect(dialog.getByText(/^([3-9]|1\d) of 20$/)).toBeVisible();

  // Leave with the browser's Back (the progress dialog covers the menus): the page asks; Stop and
  // leave cancels the rest.
  await page.goBack();
  const ask = page.getByRole('dialog', { name: 'Stop sending?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stop and leave' }).click();
  await expect(page).toHaveURL(/\/painel\/cliente$/);
  const sentWhenLeft = sends.length;
  expect(sentWhenLeft).toBeGreaterThanOrEqual(3);
  expect(sentWhenLeft).toBeLessThan(20);

  // Nothing more goes out: the server ends up holding exactly the rows sent before leaving.
  const importId = sends[0]!.import_id;
  const storedRows = async () =>
    (
      (await (
        await request.get(`${apiUrl}/api/Hsm_Status?Customer_Id=1&Import_Id=${importId}`, {
          headers,
        })
      ).json()) as Array<{ row: number }>
    )
      .map((r) => r.row)
      .sort((a, b) => a - b);
  await expect.poll(storedRows).toEqual(sends.map((body) => body.row).sort((a, b) => a - b));
  expect(sends).toHaveLength(sentWhenLeft);
});
