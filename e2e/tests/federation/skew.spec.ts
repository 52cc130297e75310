import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooseLanguage, DEMO_PASSWORD } from '../shell/helpers';
import { agentDeskManifestUrl, apiAddresses, closedRemotes, e2ePorts } from './deployment';
import { buildRemoteVariant, skewVariants, versionOf, type RemoteVariant } from './remoteVariants';
import { repoRoot, serveBuild, type StaticServer } from './servers';

// Issue 10, the skew matrix: one shell build (version N) with the agent desk at N-1, N and N+1, each
// a real build of this tree. N-1 carries an older version and the same shared requirements; N+1
// needs a newer @atende/api-client than the shell provides. Compatible pairs work; the incompatible
// one degrades only the agent area, with its translated fallback (ADR 0014); pointing config.json
// back restores it, with no shell rebuild.

const current = versionOf('apps/agent-desk');
const apiClientNow = versionOf('packages/api-client');
const variants = skewVariants('apps/agent-desk');
const buildVariant = (outDir: string, variant: RemoteVariant) =>
  buildRemoteVariant('apps/agent-desk', outDir, variant);

let workDir: string;
let configFile: string;
const servers: StaticServer[] = [];
const shellOrigin = `http://localhost:${e2ePorts.skewShell}`;
const urls = {
  previous: `http://localhost:${e2ePorts.skewPrevious}/mf-manifest.json`,
  current: agentDeskManifestUrl,
  next: `http://localhost:${e2ePorts.skewNext}/mf-manifest.json`,
};

function pointAgentDeskAt(manifestUrl: string) {
  fs.writeFileSync(
    configFile,
    JSON.stringify({ ...apiAddresses, remotes: { ...closedRemotes, agentDesk: manifestUrl } }),
  );
}

const footer = (page: Page) => page.getByRole('contentinfo');
const waiting = (page: Page) => page.getByRole('region', { name: 'Waiting' });

test.beforeAll(async () => {
  // Two production builds of the remote: minutes on a small machine.
  test.setTimeout(600_000);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-e2e-skew-'));
  configFile = path.join(workDir, 'config.json');
  pointAgentDeskAt(urls.current);
  const previousDir = path.join(workDir, 'agent-desk-previous');
  const nextDir = path.join(workDir, 'agent-desk-next');
  buildVariant(previousDir, variants.previous);
  buildVariant(nextDir, variants.next);
  servers.push(
    await serveBuild({
      dir: path.join(repoRoot, 'apps', 'shell', 'dist'),
      port: e2ePorts.skewShell,
      readyPath: '/config.json',
      configFile,
    }),
    await serveBuild({
      dir: previousDir,
      port: e2ePorts.skewPrevious,
      readyPath: '/mf-manifest.json',
      cors: [shellOrigin],
    }),
    await serveBuild({
      dir: nextDir,
      port: e2ePorts.skewNext,
      readyPath: '/mf-manifest.json',
      cors: [shellOrigin],
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test.use({ baseURL: shellOrigin });

test('shell N runs the agent desk N-1 and N, degrades only its area for N+1, and config.json rolls back', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const shellScripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === String(e2ePorts.skewShell) && /\/main\.[0-9a-f]{8}\.js$/.test(url.pathname)) {
      shellScripts.add(url.pathname);
    }
  });

  // N: the shell and the desk of the same tree.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Join' }).click();
  const dialog = page.getByRole('dialog');
  // Act once the dialog has put the focus in the user field (shell/helpers.ts); an older shell's
  // antd dialog does so when its opening animation ends.
  await expect(dialog.getByLabel('User')).toBeFocused();
  await dialog.getByLabel('User').fill('agent1');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  // The first visit of this shell's origin fetches every script cold, right after two builds.
  await expect(waiting(page)).toBeVisible({ timeout: 45_000 });
  await expect(footer(page)).toContainText(`Service ${current}`);

  // N-1: an older desk that asks for nothing newer than the shell has.
  pointAgentDeskAt(urls.previous);
  await page.reload();
  await expect(waiting(page)).toBeVisible({ timeout: 20_000 });
  await expect(footer(page)).toContainText(`Service ${variants.previous.version}`);

  // N+1: built against a newer @atende/api-client. Only its area falls back, translated.
  pointAgentDeskAt(urls.next);
  errors.length = 0;
  await page.reload();
  await expect(page.getByText('Service needs a newer version of Atende')).toBeVisible({
    timeout: 20_000,
  });
  await expect(waiting(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(errors.join('\n')).toContain(
    `@atende/api-client ${variants.next.require} (the shell provides ${apiClientNow})`,
  );
  // The rest of the shell keeps working: its language selector translates the fallback.
  await chooseLanguage(page, 'Português');
  await expect(
    page.getByText('Atendimento precisa de uma versão mais nova do Atende'),
  ).toBeVisible();
  await chooseLanguage(page, 'English');

  // Rollback: config.json points at N again; Reload restores the area.
  pointAgentDeskAt(urls.current);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(waiting(page)).toBeVisible({ timeout: 20_000 });
  await expect(footer(page)).toContainText(`Service ${current}`);

  // One shell build served throughout.
  expect(shellScripts.size).toBe(1);
});
