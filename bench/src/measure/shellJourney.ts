import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, REMOTE_AREAS, type RemoteName } from '../stack/areas';

/** Opens the shell's home page and waits until the Join button is there (shell started). */
export async function openHome(page: Page, shellOrigin: string): Promise<void> {
  await page.goto(`${shellOrigin}/home`);
  await page.getByRole('button', { name: 'Join' }).waitFor({ timeout: 30_000 });
}

/**
 * Fills and submits the home page's login dialog, as a user would (see e2e/tests/shell/helpers.ts);
 * does not wait for what follows (a user of several customers is asked for one first).
 */
export async function submitLogin(page: Page, user: string): Promise<void> {
  await page.getByRole('button', { name: 'Join' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User').fill(user);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

/** Logs in through the home page's dialog (a user of one customer) and waits to leave /home. */
export async function loginThroughUi(page: Page, user: string): Promise<void> {
  await submitLogin(page, user);
  await page.waitForURL((url) => url.pathname !== '/home', { timeout: 30_000 });
}

/** Navigates inside the single-page app (no reload: what is loaded stays loaded). */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  if (new URL(page.url()).pathname === route) return;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, route);
}

/**
 * Waits until the shell's footer lists the remote's version, e.g. `Service 0.1.0` (the shell writes it once the remote's
 * `./Routes` loaded); throws when the area shows its "could not be loaded" fallback instead.
 */
export async function waitForRemoteArea(page: Page, remote: RemoteName): Promise<void> {
  const outcome = await page.waitForFunction(
    (label) => {
      if (document.body.innerText.includes('could not be loaded')) return 'fallback';
      const footer = document.querySelector('footer')?.textContent ?? '';
      return footer.includes(`· ${label} `) ? 'loaded' : null;
    },
    REMOTE_AREAS[remote].label,
    { timeout: 60_000, polling: 50 },
  );
  if ((await outcome.jsonValue()) === 'fallback') {
    throw new Error(`${remote}: the shell shows the fallback panel (the remote did not load).`);
  }
}

/** Opens a remote's area after logging in as its user: home, login, then its route inside the app. */
export async function visitRemote(page: Page, remote: RemoteName): Promise<void> {
  await navigateInApp(page, REMOTE_AREAS[remote].route);
  await waitForRemoteArea(page, remote);
}
