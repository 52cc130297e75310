import { expect, test } from '@playwright/test';
import { loginAs, sideMenu } from '../admin/adminHelpers';
import { e2ePorts } from '../federation/deployment';

// Issue 18, "the flow designer down leaves the rest working" (seed 000 §2.1, DESIGN §1: each remote
// deploys alone; one that cannot be reached shows its area's fallback inside the shell).

test('with the flow designer unreachable /fluxo falls back and the desk and console still work', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Its manifest and files never answer (as if its host were down), in this page only.
  await page.route(new RegExp(`localhost:${e2ePorts.flowDesigner}/`), (route) => route.abort());
  await loginAs(page, 'manager');
  await page.goto('/fluxo');
  await expect(page.getByText('Flows is not available right now')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('This area could not be loaded')).toBeVisible();
  await expect(
    page.getByText('The rest of the application keeps working.', { exact: false }),
  ).toBeVisible();
  // Trying again while it is still down keeps the fallback (no blank page, no logout).
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Flows is not available right now')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/fluxo$/);

  // The same session: the admin console and the agent desk load and work.
  await page.goto('/painel/cliente');
  await expect(page).toHaveTitle('PAINELCLIENTE | Atende');
  await sideMenu(page).getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('cell', { name: 'agent1', exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('agent-desk')).toBeVisible();
  await expect(page.getByRole('region', { name: /./ }).first()).toBeVisible();
});
