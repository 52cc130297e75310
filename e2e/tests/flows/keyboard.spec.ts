import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../accessibility';
import { loginAs } from '../admin/adminHelpers';

// Issue 18, "Every canvas action works by keyboard": a manager builds a 3-step flow, connects its
// replies (Ctrl+K) and deletes a connection (Delete on the focused edge) with the keyboard alone,
// saves, reloads and sees it. Nothing on the canvas is clicked; buttons are reached by focus and
// pressed with Enter.

test.setTimeout(240_000);

/** Presses Enter on a button (as Tab then Enter would). */
const press = (button: Locator) => button.press('Enter');

/** Adds an activity of the first listed type (1 · Message) named `name`, by keyboard. */
async function addActivity(page: Page, name: string): Promise<void> {
  await press(page.getByRole('button', { name: 'Add activity' }));
  const dialog = page.getByRole('dialog', { name: 'Add activity' });
  const type = dialog.getByLabel('Activity type');
  const add = dialog.getByRole('button', { name: 'Add', exact: true });
  // The list opens on the first type; Enter picks it (retried while a fading list takes the keys).
  await expect(async () => {
    await type.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(add).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('Name').fill(name);
  await press(add);
  await expect(dialog).toHaveCount(0);
}

/** Opens a step with Enter on its focused node and adds replies (the last one final, if asked). */
async function addReplies(
  page: Page,
  stepId: number,
  name: string,
  replies: string[],
  final = false,
) {
  await page.locator(`.react-flow__node[data-id="${stepId}"]`).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Edit step ${name}` });
  for (const [index, value] of replies.entries()) {
    await dialog.getByLabel('New reply').fill(value);
    if (final && index === replies.length - 1) {
      await dialog.getByRole('checkbox', { name: 'Final reply' }).press('Space');
    }
    await press(dialog.getByRole('button', { name: 'Add reply' }));
  }
  await press(dialog.getByRole('button', { name: 'OK', exact: true }));
  await expect(dialog).toHaveCount(0);
}

/**
 * Types into a searchable list of `dialog` and picks with Enter once the list has filtered to the
 * text, retried until the field shows the pick (on a busy machine an early Enter picks the first
 * option of the unfiltered list, and keys sent while a list re-renders can land elsewhere).
 */
async function pick(page: Page, dialog: Locator, label: string, text: string): Promise<void> {
  const field = dialog.getByLabel(label);
  const active = page.locator('.ant-select-item-option-active').filter({ hasText: text });
  const chosen = dialog
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label) })
    .locator('.ant-select-selection-item');
  await expect(async () => {
    await field.focus();
    await page.keyboard.type(text);
    await expect(active.first()).toBeVisible({ timeout: 2_000 });
    await page.keyboard.press('Enter');
    await expect(chosen).toHaveAttribute('title', text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Ctrl+K on a focused step: picks its reply and the step it leads to by typing their names. */
async function connect(
  page: Page,
  stepId: number,
  reply: string,
  to: string,
  checkAxe = false,
): Promise<void> {
  await page.locator(`.react-flow__node[data-id="${stepId}"]`).focus();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Connect a reply' });
  if (checkAxe) {
    await expect(dialog.getByLabel('To step')).toBeFocused();
    expect(await seriousViolations(page), 'the connect dialog').toEqual([]);
  }
  await pick(page, dialog, 'Reply', reply);
  await pick(page, dialog, 'To step', to);
  await press(dialog.getByRole('button', { name: 'Connect', exact: true }));
  await expect(dialog).toHaveCount(0);
}

test('a flow is built, connected and a connection deleted by keyboard alone, then saved and reloaded', async ({
  page,
}) => {
  const name = `Keyboard journey ${Date.now()}`;
  await loginAs(page, 'manager');
  await page.goto('/fluxo/create');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Initial message').fill('keys');
  await press(page.getByRole('button', { name: 'Next' }));
  await expect(page.getByTestId('step-0')).toBeVisible({ timeout: 20_000 });

  await addActivity(page, 'Ask');
  await addActivity(page, 'Thanks');
  // Each node shows its type's name from List_Step_Type.
  await expect(page.getByTestId('step-1').locator('.flow-step__type')).toHaveText('Message');
  await addReplies(page, 0, 'Start', ['go']);
  await addReplies(page, 1, 'Ask', ['yes', 'no']);
  await addReplies(page, 2, 'Thanks', ['bye'], true);

  await connect(page, 0, 'go', 'Ask', true);
  await expect(page.getByRole('status').filter({ hasText: 'now leads to' })).toHaveText(
    'Reply “go” of Start now leads to Ask.',
  );
  await connect(page, 1, 'yes', 'Thanks');
  await connect(page, 1, 'no', 'Thanks');
  await expect(page.getByLabel('Reply no from Ask to Thanks')).toBeAttached();

  // The focused edge, Delete, and the confirmation's Delete (focused first) with Enter.
  await page.getByLabel('Reply no from Ask to Thanks').focus();
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete this connection?' });
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  expect(await seriousViolations(page), 'the delete confirmation').toEqual([]);
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByLabel('Reply no from Ask to Thanks')).toHaveCount(0);
  // The reply keeps its output, back to a new reply's value (next step 0: drawn to Start).
  await expect(page.getByLabel('Reply no from Ask to Start')).toBeAttached();

  await press(page.getByRole('button', { name: 'Save' }));
  await expect(page.getByText('The flow was saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/fluxo\/view\/[1-9]\d*-Keyboard%20journey/);

  await page.reload();
  await expect(page.getByTestId('step-2')).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);
  await expect(page.getByLabel('Reply go from Start to Ask')).toBeAttached();
  await expect(page.getByLabel('Reply yes from Ask to Thanks')).toBeAttached();
  await expect(page.getByLabel('Reply no from Ask to Start')).toBeAttached();
  await expect(page.getByLabel('Reply no from Ask to Thanks')).toHaveCount(0);
});
