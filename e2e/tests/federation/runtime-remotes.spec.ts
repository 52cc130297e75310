import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../shell/helpers';
import { agentDeskManifestUrl, apiAddresses, closedRemotes, e2ePorts } from './deployment';
import { relabelledCopy, repoRoot, serveBuild, type StaticServer } from './servers';

// DESIGN §2: "A deployment changes API addresses or points the shell at a new remote version by
// editing that file alone: no rebuild of the shell." One shell build, served by its own atende-serve
// (which reads config.json on every request); only the agentDesk URL in that file changes.

const RELABELLED_VERSION = '9.9.9-e2e';

/** The buildVersion the agent desk's own build put in its manifest (the footer shows it). */
function builtAgentDeskVersion(): string {
  const manifestFile = path.join(repoRoot, 'apps', 'agent-desk', 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  return manifest.metaData.buildInfo.buildVersion;
}

let workDir: string;
let configFile: string;
const servers: StaticServer[] = [];

/** Writes the federation shell's config.json with this agent desk manifest URL. */
function pointAgentDeskAt(manifestUrl: string) {
  fs.writeFileSync(
    configFile,
    JSON.stringify({ ...apiAddresses, remotes: { ...closedRemotes, agentDesk: manifestUrl } }),
  );
}

/** The footer lists the shell's version, then each loaded remote's (`Service <version>`). */
const footer = (page: Page) => page.getByRole('contentinfo');

test.beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-e2e-federation-'));
  configFile = path.join(workDir, 'config.json');
  pointAgentDeskAt(closedRemotes.agentDesk);
  const agentDeskDist = path.join(repoRoot, 'apps', 'agent-desk', 'dist');
  const relabelledDist = path.join(workDir, 'agent-desk-relabelled');
  relabelledCopy(agentDeskDist, relabelledDist, RELABELLED_VERSION);
  servers.push(
    await serveBuild({
      dir: path.join(repoRoot, 'apps', 'shell', 'dist'),
      port: e2ePorts.federationShell,
      readyPath: '/config.json',
      configFile,
    }),
    await serveBuild({
      dir: relabelledDist,
      port: e2ePorts.agentDeskRelabelled,
      readyPath: '/mf-manifest.json',
      cors: [`http://localhost:${e2ePorts.federationShell}`],
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test('editing config.json alone changes which agent desk the same shell build loads', async ({
  page,
}) => {
  const manifestRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifestRequests.push(request.url());
  });
  const shellScripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === String(e2ePorts.federationShell) && url.pathname.endsWith('.js')) {
      shellScripts.add(url.pathname);
    }
  });

  // 1. config.json points the agent desk at a closed port: its area falls back, the shell works.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Join' }).click();
  const dialog = page.getByRole('dialog');
  // Act once the dialog has put the focus in the user field (shell/helpers.ts); an older shell's
  // antd dialog does so when its opening animation ends.
  await expect(dialog.getByLabel('User')).toBeFocused();
  await dialog.getByLabel('User').fill('agent1');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveTitle('ATENDIMENTO | Atende');
  await expect(page.getByText('This area could not be loaded')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Waiting' })).toHaveCount(0);
  await expect(footer(page)).not.toContainText('Service');
  expect(manifestRequests).toContain(closedRemotes.agentDesk);
  const shellBuild = [...shellScripts].filter((p) => /\/main\.[0-9a-f]{8}\.js$/.test(p));
  expect(shellBuild).toHaveLength(1);

  // 2. Only the file changes: the agent desk at its real address. Reload: the desk loads.
  pointAgentDeskAt(agentDeskManifestUrl);
  manifestRequests.length = 0;
  await page.reload();
  await expect(page.getByRole('region', { name: 'Waiting' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('This area could not be loaded')).toHaveCount(0);
  const builtVersion = builtAgentDeskVersion();
  expect(builtVersion).not.toBe(RELABELLED_VERSION);
  await expect(footer(page)).toContainText(`Service ${builtVersion}`);
  expect(new Set(manifestRequests)).toEqual(new Set([agentDeskManifestUrl]));

  // 3. A new remote version deployed elsewhere: point at it. Reload: its version is what loads.
  const relabelledUrl = `http://localhost:${e2ePorts.agentDeskRelabelled}/mf-manifest.json`;
  pointAgentDeskAt(relabelledUrl);
  manifestRequests.length = 0;
  await page.reload();
  await expect(page.getByRole('region', { name: 'Waiting' })).toBeVisible({ timeout: 20_000 });
  await expect(footer(page)).toContainText(`Service ${RELABELLED_VERSION}`);
  expect(new Set(manifestRequests)).toEqual(new Set([relabelledUrl]));

  // The shell's own build never changed: the same entry script served all three times.
  expect([...shellScripts].filter((p) => /\/main\.[0-9a-f]{8}\.js$/.test(p))).toEqual(shellBuild);
});
