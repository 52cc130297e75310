import { expect, test } from '@playwright/test';
import { e2ePorts } from '../federation/deployment';
import { chooseLanguage, DEMO_PASSWORD, login, loginAsAgent } from './helpers';

test('wrong credentials show the error; right ones open the agent screen', async ({ page }) => {
  await login(page, 'agent1', 'Wrong#Pass1');
  await expect(page.getByText('User or password wrong')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill('Atende@2026');
  await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveTitle('ATENDIMENTO | Atende');
  await expect(page.getByText('Hello, Alice Agent')).toBeVisible();
});

test('empty fields give errorInLogin', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Join' }).click();
  // Once open (the dialog focuses the user field after its opening animation), as a person would.
  await expect(page.getByRole('dialog').getByLabel('User')).toBeFocused();
  await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Error querying username and password')).toBeVisible();
});

test('the guard sends a visitor without a login to home; unknown paths show Error 404', async ({
  page,
}) => {
  await page.goto('/painel/cliente');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('HOME | Atende');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error404$/);
  await expect(page.getByText('Error 404')).toBeVisible();
});

test('a remote that is down shows its fallback while the shell keeps working; logout goes home', async ({
  page,
}) => {
  // A store administrator may open reports (Report level 2); an agent would be sent to the panel.
  await login(page, 'storeadmin');
  await expect(page).not.toHaveURL(/\/home$/);
  // The reports remote's host does not answer (as if it were down), in this page only.
  await page.route(new RegExp(`localhost:${e2ePorts.reports}/`), (route) => route.abort());
  await page.goto('/reports');
  await expect(page.getByText('Reports is not available right now')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('This area could not be loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // the shell's own top bar still works
  await page.getByLabel('Profile menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('the language selector switches to pt and es and back', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
  const choose = (name: string) => chooseLanguage(page, name);
  await choose('Português');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await choose('Español');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('dialog').getByLabel('Usuario').fill('agent1');
  await page.getByRole('dialog').getByLabel('Contraseña', { exact: true }).fill('nope');
  await page.getByRole('dialog').getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
  await page.keyboard.press('Escape');
  await choose('English');
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
});

test('an expired password forces the change dialog; the new password works', async ({ page }) => {
  await login(page, 'newhire');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Old password').fill('Atende@2026');
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await expect(dialog.getByText(/at least 8 characters/)).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('Fresh#Start9');
  await dialog.getByLabel('Repeat the new password').fill('Fresh#Start9');
  await dialog.getByRole('button', { name: /save|confirm|change/i }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await page.getByLabel('Profile menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await login(page, 'newhire', 'Fresh#Start9');
  await expect(page).toHaveTitle('ATENDIMENTO | Atende');
});

test('opening the login dialog preloads the agent desk; startup fetched none of it', async ({
  page,
}) => {
  const deskRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(e2ePorts.agentDesk))
      deskRequests.push(request.url());
  });
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(deskRequests).toEqual([]); // DESIGN §2: startup never waits for a remote
  await page.getByRole('button', { name: 'Join' }).click();
  // While the visitor is still typing, the desk's manifest, entry and exposed module arrive.
  await expect.poll(() => deskRequests.some((url) => url.endsWith('mf-manifest.json'))).toBe(true);
  await expect
    .poll(() => deskRequests.filter((url) => url.endsWith('.js')).length)
    .toBeGreaterThan(1);
  await expect(page).toHaveURL(/\/home$/);
  const fetchedBeforeLogin = deskRequests.length;
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User').fill('agent1');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('[data-testid="agent-desk"]')).toBeVisible();
  // Nothing the preload fetched was fetched again after login, the manifest and entry included. (The
  // conversation panel's own chunks may arrive now: they load once the lists answer, ADR 0016.)
  const preloaded = new Set(deskRequests.slice(0, fetchedBeforeLogin));
  const afterLogin = deskRequests.slice(fetchedBeforeLogin);
  expect(afterLogin.filter((url) => preloaded.has(url))).toEqual([]);
  expect(afterLogin.filter((url) => /mf-manifest\.json|remoteEntry/.test(url))).toEqual([]);
});

test('the home page and the agent screen load without a failed request to the shell or the API', async ({
  page,
}) => {
  const failures: string[] = [];
  const watched = [`:${e2ePorts.shell}/`, `:${e2ePorts.api}/`, `:${e2ePorts.agentDesk}/`];
  page.on('response', (response) => {
    if (response.status() >= 400 && watched.some((part) => response.url().includes(part)))
      failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (watched.some((part) => request.url().includes(part)))
      failures.push(`failed ${request.url()}`);
  });
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  // An inline icon, so that browsers do not ask for /favicon.ico (a 404 on every visit).
  await expect(page.locator('link[rel="icon"][href^="data:image/svg+xml"]')).toHaveCount(1);
  await loginAsAgent(page);
  await expect(page.locator('[data-testid="agent-desk"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]); // e.g. no /favicon.ico 404 on every visit
});
