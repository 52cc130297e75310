import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../admin/adminHelpers';

// Issue 18, "Beyond the anchors", in the shell: undo and redo by keyboard, copying a step into
// another flow through the system clipboard, Delete with its confirmation, Ctrl+F search, the
// shortcut sheet, the minimap and the auto-layout in its worker.

test.setTimeout(180_000);

/** Opens the creation form, names a new flow and reaches its editor (only Start on the canvas). */
async function newFlow(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'New flow' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Initial message').fill('extras');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('step-0')).toBeVisible({ timeout: 20_000 });
}

async function addMessageStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add activity' });
  await dialog.getByLabel('Activity type').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('1 · Message').click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toHaveCount(0);
}

const steps = (page: Page) => page.locator('[data-testid^="step-"]');

test('undo and redo by keyboard, a copy pasted into another flow, Delete after confirmation', async ({
  page,
}) => {
  await loginAs(page, 'manager');
  await page.goto('/fluxo');
  await newFlow(page, `Extras A ${Date.now()}`);
  await addMessageStep(page);
  await expect(steps(page)).toHaveCount(2);

  // Select the new step (a click focuses and selects it), duplicate, undo, redo.
  await page.getByTestId('step-1').click();
  await page.keyboard.press('Control+d');
  await expect(steps(page)).toHaveCount(3);
  await page.keyboard.press('Control+z');
  await expect(steps(page)).toHaveCount(2);
  await page.keyboard.press('Control+Shift+z');
  await expect(steps(page)).toHaveCount(3);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  await expect(steps(page)).toHaveCount(3);

  // Delete asks first.
  await page.getByTestId('step-2').click();
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete 1 step?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(steps(page)).toHaveCount(2);

  // Copy the step, open another flow, paste it there.
  await page.getByTestId('step-1').click();
  await page.keyboard.press('Control+c');
  await newFlow(page, `Extras B ${Date.now()}`);
  await expect(steps(page)).toHaveCount(1);
  await page.getByTestId('step-0').click();
  await page.keyboard.press('Control+v');
  await expect(steps(page)).toHaveCount(2);
  await expect(page.getByTestId('step-1')).toContainText('Message');
});

test('Ctrl+F finds a step, ? lists the shortcuts, the minimap shows the flow', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/fluxo');
  await newFlow(page, `Extras C ${Date.now()}`);
  await addMessageStep(page);
  await page.getByTestId('step-0').click();
  await page.keyboard.press('Control+f');
  const search = page.getByRole('dialog', { name: 'Search a step' });
  await search.getByLabel('Name or message').fill('messa');
  await expect(search.getByRole('status')).toHaveText('1 step found');
  await page.keyboard.press('Enter');
  await expect(search).toHaveCount(0);
  await expect(page.locator('.react-flow__node.selected [data-testid="step-1"]')).toHaveCount(1);

  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByText('Ctrl+Shift+Z')).toBeVisible();
  // The focus moves into the sheet (after its opening animation): Escape is then the sheet's.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Overview of the whole flow' })).toBeVisible();

  // Auto-layout in its Web Worker (elkjs), one undoable edit.
  const node = page.locator('.react-flow__node[data-id="1"]');
  const place = () => node.evaluate((element: HTMLElement) => element.style.transform);
  const before = await place();
  await page.getByRole('button', { name: 'Arrange the steps automatically' }).click();
  await expect(page.getByText('Steps arranged. Undo restores the earlier places.')).toBeVisible();
  await expect.poll(place).not.toBe(before);
  await page.getByTestId('step-0').click();
  await page.keyboard.press('Control+z');
  await expect.poll(place).toBe(before);
});
