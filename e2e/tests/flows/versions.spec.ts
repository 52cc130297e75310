import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../admin/adminHelpers';
import { editStep, openFlow, saveFlow, seedFlow, uniqueName } from './flowHelpers';

// Issue 18, "restore an earlier version" ("Version history: every save keeps the previous version
// (author, time, step count); the editor lists them, shows one read-only on the canvas, and restores
// one as a new version").

const askMessage = (page: Page) => page.getByTestId('step-1').locator('.flow-step__message');

const withMessage = (message: string) => [
  { id: 0, name: 'Start', replies: [{ value: 'go', next: 1 }] },
  { id: 1, name: 'Ask', message, replies: [{ value: 'bye', next: -1 }] },
];

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'Versions' }).click();
  const drawer = page.getByRole('dialog', { name: 'Version history' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('an earlier version is shown read-only, restored as a new version and kept after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName('Versions journey');
  const first = await seedFlow(request, name, withMessage('Version one'));
  await seedFlow(request, name, withMessage('Version two'), first);
  await loginAs(page, 'manager');
  await openFlow(page, name);
  await expect(askMessage(page)).toHaveText('Version two');

  let drawer = await openHistory(page);
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(drawer.getByRole('listitem').first()).toContainText(
    /Version 2 · Marta Manager · .+ · 2 steps \(current\)/,
  );
  await drawer.getByRole('button', { name: 'Show version 1' }).click();
  await expect(page.getByText('Showing version 1 (read only).')).toBeVisible();
  await expect(askMessage(page)).toHaveText('Version one');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add activity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Back to the flow' }).click();
  await expect(askMessage(page)).toHaveText('Version two');

  drawer = await openHistory(page);
  await expect(drawer.getByRole('button', { name: 'Restore version 2' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 was restored as a new version.')).toBeVisible();
  await expect(askMessage(page)).toHaveText('Version one');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // The editor now stands on the restored version: a further save is not refused as a conflict.
  await editStep(page, 'Ask', (dialog) =>
    dialog.getByLabel('Message', { exact: true }).fill('Version one, edited'),
  );
  await saveFlow(page);

  await page.reload();
  await expect(askMessage(page)).toHaveText('Version one, edited', { timeout: 20_000 });
  drawer = await openHistory(page);
  await expect(drawer.getByRole('listitem')).toHaveCount(4);
  await expect(drawer.getByRole('listitem').first()).toContainText(
    /Version 4 · Marta Manager · .+ · 2 steps \(current\)/,
  );
  // Version 3 is the restored one: it shows version 1's message.
  await drawer.getByRole('button', { name: 'Show version 3' }).click();
  await expect(askMessage(page)).toHaveText('Version one');
});
