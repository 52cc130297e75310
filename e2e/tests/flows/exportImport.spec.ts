import { expect, test } from '@playwright/test';
import fs from 'node:fs/promises';
import { loginAs } from '../admin/adminHelpers';
import { flowIdOf, seedFlow, stepsOf, uniqueName } from './flowHelpers';

// Issue 18, "export then import round-trips" (seed 001 §4 "Flow export. Downloads a JSON file named
// after the flow"; "Flow import. A JSON file of step rows ... The result is sent as a flow update").

interface ExportRow {
  step_Id: number;
  step_Name: string;
  step_Message?: string;
  flow_Name?: string;
  transition_Value?: string;
  next_Step_Id?: number;
}

test('a flow exported from its details page comes back the same through the list Import', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName('Round trip');
  const original = await seedFlow(request, name, [
    { id: 0, name: 'Start', replies: [{ value: 'go', next: 1 }] },
    {
      id: 1,
      name: 'Ask',
      message: 'First line\nSecond line',
      replies: [
        { value: 'yes', next: 2 },
        { value: 'no', next: -1 },
      ],
    },
    { id: 2, name: 'Bye', message: 'See you', replies: [{ value: 'ok', next: -1 }] },
  ]);
  await loginAs(page, 'manager');
  await page.goto('/fluxo');
  await page.getByRole('button', { name: `Details and export of the flow ${name}` }).click();
  await expect(page).toHaveURL(/\/fluxo\/update\//);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}.json`);
  const file = await download.path();
  const rows = JSON.parse(await fs.readFile(file, 'utf8')) as ExportRow[];
  // The row named Exit carries the flow, then one row per reply, grouped by step.
  expect(rows[0]).toMatchObject({ step_Name: 'Exit', flow_Name: name });
  expect(
    rows.slice(1).map((row) => [row.step_Name, row.transition_Value, row.next_Step_Id]),
  ).toEqual([
    ['Start', 'go', 1],
    ['Ask', 'yes', 2],
    ['Ask', 'no', -1],
    ['Bye', 'ok', -1],
  ]);
  expect(rows.find((row) => row.step_Name === 'Ask')?.step_Message).toMatch(
    /^First line.+Second line$/,
  );

  await page.goto('/fluxo');
  await page.getByTestId('flow-import-file').setInputFiles(file);
  await expect(page.getByText(`The flow ${name} was imported.`)).toBeVisible();
  // A new flow of the same name, newest first in the list.
  const open = page.getByRole('button', { name: `Open the flow ${name}`, exact: true });
  await expect(open).toHaveCount(2);
  await open.first().click();
  await expect(page.getByTestId('step-0')).toBeVisible({ timeout: 20_000 });
  expect(flowIdOf(page)).not.toBe(original.flowId);

  await expect(stepsOf(page)).toHaveCount(3);
  await expect(page.getByTestId('step-1').locator('.flow-step__message')).toHaveText(
    'First line\nSecond line',
  );
  await expect(page.getByTestId('step-2').locator('.flow-step__message')).toHaveText('See you');
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  await expect(page.getByLabel('Reply go from Start to Ask')).toBeAttached();
  await expect(page.getByLabel('Reply yes from Ask to Bye')).toBeAttached();
  await expect(page.getByTestId('step-1').locator('[data-final="true"]')).toHaveText(/no/);
  await expect(page.getByTestId('step-2').locator('[data-final="true"]')).toHaveText(/ok/);
});
