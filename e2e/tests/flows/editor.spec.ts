import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, openInLanguage, seriousViolations } from '../accessibility';
import { loginAs } from '../admin/adminHelpers';
import { addActivity, addReply, clickInCanvas, editStep, type StepDialog } from './flowHelpers';

// Issue 18, the canvas editor in the shell (seed 001 §4-§5): a manager creates a flow, adds steps of
// types 1, 3, 6 and 11, gives each a reply, connects them, saves, reloads and sees them again.

/** Picks `title` in the dialog's select `label`, and checks the select shows it (else picks again). */
async function choose(page: Page, dialog: StepDialog, label: string, title: string) {
  const chosen = dialog.locator('.ant-select-selection-item', { hasText: title });
  await expect(async () => {
    await dialog.getByLabel(label).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(title).click({ timeout: 5_000 });
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Drags the first reply's output of step `from` onto the input of step `to`. */
async function connect(page: Page, from: number, to: number): Promise<void> {
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  const output = page.locator(`[data-testid="step-${from}"] .react-flow__handle.source`).first();
  const input = page.locator(`[data-testid="step-${to}"] .react-flow__handle.target`);
  await output.dragTo(input);
}

test('a manager builds a flow of types 1, 3, 6 and 11, saves it and sees it after a reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `Canvas journey ${Date.now()}`;
  await loginAs(page, 'manager');
  await page.goto('/fluxo/create');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Initial message').fill('canvas');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/fluxo\/view\/0-Canvas%20journey/);
  await expect(page.getByTestId('step-0')).toBeVisible({ timeout: 20_000 });

  await addActivity(page, '3 · Integration');
  await addActivity(page, '6 · Group transfer');
  await addActivity(page, '11 · Campaign');
  await addActivity(page, '1 · Message');
  for (const id of [1, 2, 3, 4]) await expect(page.getByTestId(`step-${id}`)).toBeAttached();

  await editStep(page, 'Start', (dialog) => addReply(dialog, 'go'));
  await editStep(page, 'Integration', async (dialog) => {
    await choose(page, dialog, 'Method', 'GET');
    await dialog.getByLabel('Integration', { exact: true }).fill('https://example.test/order');
    await addReply(dialog, 'ok');
  });
  await editStep(page, 'Group transfer', async (dialog) => {
    await dialog.getByLabel('Message').fill('Line one\nLine two');
    await choose(page, dialog, 'Group', 'Support');
    await addReply(dialog, 'next');
  });
  await editStep(page, 'Campaign', async (dialog) => {
    await choose(page, dialog, 'Campaign', 'Black Friday');
    await addReply(dialog, 'more');
  });
  await editStep(page, 'Message', (dialog) => addReply(dialog, 'bye', true));

  await connect(page, 0, 1);
  await connect(page, 1, 2);
  await connect(page, 2, 3);
  await connect(page, 3, 4);
  await expect(page.getByLabel('Reply go from Start to Integration')).toBeAttached();
  await expect(page.getByLabel('Reply more from Campaign to Message')).toBeAttached();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The flow was saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/fluxo\/view\/[1-9]\d*-Canvas%20journey/);

  await page.reload();
  await expect(page.getByTestId('step-4')).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);
  await expect(page.locator('[data-testid="step-4"] [data-final="true"]')).toHaveCount(1);
  await expect(page.getByTestId('step-2').locator('.flow-step__message')).toHaveText(
    'Line one\nLine two',
  );
  await clickInCanvas(page, page.getByRole('button', { name: 'Edit step Group transfer' }));
  const dialog = page.getByRole('dialog', { name: 'Edit step Group transfer' });
  await expect(dialog.locator('.ant-select-selection-item', { hasText: 'Support' })).toBeVisible();
});

for (const { language, locale } of LANGUAGES) {
  test(`the editor has no serious axe violation (${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await openInLanguage(browser, { language, locale });
    await loginAs(page, 'manager');
    await page.goto('/fluxo');
    // The row's first button opens the flow (any language).
    await page.locator('.ant-table-row').first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/fluxo\/view\/[1-9]/);
    await expect(page.getByTestId('step-0')).toBeAttached({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
