import { expect, test } from '@playwright/test';
import { loginAs } from '../admin/adminHelpers';
import { clickInCanvas, openFlow, seedFlow, stepsOf, uniqueName } from './flowHelpers';

// Issue 18, "level 2 read-only" (seed 001 §6: Flow level 2 or more opens the area; "at exactly 2 the
// editor is read-only (canvas locked, add, save, delete, import disabled, everything still
// viewable)"). custaccount's role has every functionality at level 2 (apps/api/src/db/seed).

test('at Flow level 2 the list and the editor are viewable and nothing is changeable', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName('Read only journey');
  await seedFlow(request, name);
  await loginAs(page, 'custaccount');
  await page.goto('/fluxo');
  await expect(
    page.getByRole('button', { name: `Open the flow ${name}`, exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Import (JSON)' })).toBeDisabled();

  await openFlow(page, name);
  await expect(
    page.getByText('Read only: your access lets you view this flow, not change it.'),
  ).toBeVisible();
  await expect(stepsOf(page)).toHaveCount(2);
  await expect(page.getByTestId('step-1').locator('.flow-step__message')).toHaveText(
    'First line\nSecond line',
  );
  await expect(page.getByLabel('Reply go from Start to Ask')).toBeAttached();
  for (const tool of ['Add activity', 'Save', 'Unlock the canvas', 'Undo', 'Redo']) {
    await expect(page.getByRole('button', { name: tool, exact: true }), tool).toBeDisabled();
  }
  await expect(
    page.getByRole('button', { name: 'Arrange the steps automatically' }),
  ).toBeDisabled();
  // Viewing still works.
  await expect(page.getByRole('button', { name: 'Fit to screen' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Versions' })).toBeEnabled();

  // The canvas is locked: a step does not move when dragged.
  const node = page.locator('.react-flow__node[data-id="1"]');
  await expect(node).not.toHaveClass(/\bdraggable\b/);
  const before = await node.evaluate((element: HTMLElement) => element.style.transform);
  const box = (await node.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + 90, { steps: 5 });
  await page.mouse.up();
  expect(await node.evaluate((element: HTMLElement) => element.style.transform)).toBe(before);
  // (The drag panned the view instead: bring the steps back into it.)
  await page.getByRole('button', { name: 'Fit to screen' }).click();

  // Delete asks nothing and removes nothing.
  await page.getByTestId('step-1').click();
  await page.keyboard.press('Delete');
  await expect(page.getByRole('dialog', { name: /^Delete/ })).toHaveCount(0);
  await expect(stepsOf(page)).toHaveCount(2);

  // A step's dialog shows everything, and changes nothing.
  await clickInCanvas(page, page.getByRole('button', { name: 'Edit step Ask' }));
  const dialog = page.getByRole('dialog', { name: 'Edit step Ask' });
  await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue(
    'First line\nSecond line',
  );
  await expect(dialog.getByLabel('Message', { exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'OK', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Delete step' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Delete reply bye' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
