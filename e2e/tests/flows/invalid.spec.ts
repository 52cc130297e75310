import { expect, test, type Request } from '@playwright/test';
import { loginAs } from '../admin/adminHelpers';
import {
  addActivity,
  addReply,
  editStep,
  openFlow,
  seedFlow,
  stepsOf,
  uniqueName,
} from './flowHelpers';

// Issue 18, "an invalid flow is not saved and its steps are marked" (seed 001 §5 "Flow save is
// blocked, with ViewFluxo.snackTextActivityWrong (snackbar, error colour), if any step has no
// replies ... or if any step other than the one named Start has no incoming connection"; beyond the
// spec, the offending steps are marked on the canvas and listed).

test('a step without replies and a step without incoming connection block the save', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName('Invalid journey');
  await seedFlow(request, name);
  await loginAs(page, 'manager');
  await openFlow(page, name);
  await expect(stepsOf(page)).toHaveCount(2);

  // Ask loses its only reply (it keeps its incoming connection from Start).
  await editStep(page, 'Ask', (dialog) =>
    dialog.getByRole('button', { name: 'Delete reply bye' }).click(),
  );
  // A new step with a final reply that nothing leads to.
  await addActivity(page, '1 · Message');
  await expect(stepsOf(page)).toHaveCount(3);
  await editStep(page, 'Message', (dialog) => addReply(dialog, 'end', true));

  const saves: Request[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/Data_Flow_Update')) saves.push(sent);
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText(
      'Activities without replies, with repeated reply values or without an incoming connection cannot be saved',
    ),
  ).toBeVisible();

  // Marked on the canvas: the two offending steps, not Start.
  await expect(page.getByTestId('step-1')).toHaveClass(/flow-step--marked/);
  await expect(page.getByTestId('step-2')).toHaveClass(/flow-step--marked/);
  await expect(page.getByTestId('step-2')).toHaveAttribute('title', 'This step breaks a save rule');
  await expect(page.getByTestId('step-0')).not.toHaveClass(/flow-step--marked/);

  // Listed under the canvas, each entry focusing its step.
  const refused = page.getByRole('alert').filter({ hasText: 'Steps to fix before saving' });
  await expect(refused.getByRole('button')).toHaveText([
    'Step "Ask" has no replies',
    'Step "Message" has no incoming connection',
  ]);
  await refused.getByRole('button', { name: 'Step "Message" has no incoming connection' }).click();
  await expect(page.locator('.react-flow__node.selected [data-testid="step-2"]')).toHaveCount(1);
  // And in the live problems panel.
  const panel = page.getByRole('region', { name: /^Problems/ });
  await expect(panel.getByRole('button', { name: /Step "Ask" has no replies/ })).toBeVisible();
  await expect(
    panel.getByRole('button', { name: /Step "Message" has no incoming connection/ }),
  ).toBeVisible();
  expect(saves).toHaveLength(0);

  // The server still has the saved version: Ask with its reply, no third step.
  await page.reload();
  await expect(page.getByTestId('step-1')).toBeVisible({ timeout: 20_000 });
  await expect(stepsOf(page)).toHaveCount(2);
  await expect(page.getByTestId('step-1').locator('[data-final="true"]')).toHaveText(/bye/);
  await expect(page.getByTestId('step-1')).not.toHaveClass(/flow-step--marked/);
});
