import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../admin/adminHelpers';
import {
  ACME_ID,
  apiHeaders,
  apiUrl,
  editStep,
  flowIdOf,
  newSession,
  openFlow,
  saveFlow,
  seedFlow,
  uniqueName,
} from './flowHelpers';

// Issue 18, "two editors, the second save refused" ("Saving is safe with two editors: each flow
// carries a version; a save based on an older version is refused with who saved it and when; the
// editor offers to reload or to save as a copy. Nothing is silently overwritten.").

const askMessage = (page: Page) => page.getByTestId('step-1').locator('.flow-step__message');

async function changeAsk(page: Page, message: string): Promise<void> {
  await editStep(page, 'Ask', (dialog) =>
    dialog.getByLabel('Message', { exact: true }).fill(message),
  );
  await expect(askMessage(page)).toHaveText(message);
}

/** Saves in `page` and expects the refusal naming Marta Manager; returns the dialog. */
async function refusedSave(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Someone else saved this flow' });
  await expect(dialog).toContainText(/Marta Manager saved it at \S.+\./);
  return dialog;
}

test('a save over a newer version is refused; reload and save as a copy both work', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Two editors');
  const { flowId } = await seedFlow(request, name);
  // Marta (manager) here, Ana (admin) in a session of her own; both open the flow.
  const other = await newSession(browser);
  await Promise.all([
    loginAs(page, 'manager').then(() => openFlow(page, name)),
    loginAs(other, 'admin').then(() => openFlow(other, name)),
  ]);

  await changeAsk(page, 'Changed by Marta');
  await saveFlow(page);

  // Ana's save is refused; she reloads and sees Marta's change instead of hers.
  await changeAsk(other, 'Changed by Ana');
  const first = await refusedSave(other);
  await first.getByRole('button', { name: 'Reload their version' }).click();
  await expect(first).toHaveCount(0);
  await expect(askMessage(other)).toHaveText('Changed by Marta');

  // Again: Marta saves, Ana's next save is refused, and she keeps hers as a new flow.
  await changeAsk(page, 'Marta again');
  await saveFlow(page);
  await changeAsk(other, 'Ana keeps hers');
  const second = await refusedSave(other);
  await second.getByRole('button', { name: 'Save mine as a copy' }).click();
  await expect(other.getByText('The flow was saved.').last()).toBeVisible();
  await expect.poll(() => flowIdOf(other)).not.toBe(flowId);
  await other.reload();
  await expect(askMessage(other)).toHaveText('Ana keeps hers', { timeout: 20_000 });

  // Nothing was overwritten: the flow holds Marta's last save; the list has both flows.
  await page.reload();
  await expect(askMessage(page)).toHaveText('Marta again', { timeout: 20_000 });
  expect(flowIdOf(page)).toBe(flowId);
  const flows = await request.get(`${apiUrl}/List_Flow?Active_Flow=true&Customer_Id=${ACME_ID}`, {
    headers: await apiHeaders(request),
  });
  const named = ((await flows.json()) as Array<{ flow_Id: number; flow_Name: string }>).filter(
    (flow) => flow.flow_Name === name,
  );
  expect(named.map((flow) => flow.flow_Id).sort((a, b) => a - b)).toEqual([
    flowId,
    flowIdOf(other),
  ]);
  await other.context().close();
});
