import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginAs } from '../admin/adminHelpers';
import { apiAddresses, closedRemotes, e2ePorts, flowDesignerManifestUrl } from './deployment';
import { repoRoot, serveBuild, type StaticServer } from './servers';

// Issue 18, "released by its own team": docs/runbooks/release-a-remote.md followed end to end in a
// browser for the flow designer. `atende-release` builds it alone into an immutable versioned folder
// and prints the config.json line; the folder is served from its own static host; the shell's
// config.json gets that line (no shell rebuild or restart) and /fluxo runs the release; putting the
// previous line back rolls it back.

const appDir = path.join(repoRoot, 'apps', 'flow-designer');
const releaseCli = path.join(repoRoot, 'packages', 'config', 'src', 'release', 'cli.cjs');
const releaseOrigin = `http://localhost:${e2ePorts.releaseHost}`;
const shellOrigin = `http://localhost:${e2ePorts.skewShell}`;

let workDir: string;
let configFile: string;
let releasedUrl: string;
const servers: StaticServer[] = [];

/** The shell's config.json with this flow designer line (the rest as deployed). */
function pointFlowDesignerAt(manifestUrl: string) {
  fs.writeFileSync(
    configFile,
    JSON.stringify({ ...apiAddresses, remotes: { ...closedRemotes, flowDesigner: manifestUrl } }),
  );
}

test.beforeAll(async () => {
  // One production build of the remote.
  test.setTimeout(300_000);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-e2e-release-'));
  configFile = path.join(workDir, 'config.json');
  const releasesDir = path.join(workDir, 'releases');
  // Runbook step 1: release the flow designer alone.
  const release = spawnSync(
    process.execPath,
    [releaseCli, '--releases-dir', releasesDir, '--base', releaseOrigin],
    { cwd: appDir, encoding: 'utf8' },
  );
  if (release.status !== 0) throw new Error(`atende-release failed:\n${release.stderr}`);
  const line = release.stdout.trim();
  releasedUrl = (JSON.parse(`{${line}}`) as { flowDesigner: string }).flowDesigner;
  pointFlowDesignerAt(flowDesignerManifestUrl);
  servers.push(
    await serveBuild({
      dir: path.join(repoRoot, 'apps', 'shell', 'dist'),
      port: e2ePorts.skewShell,
      readyPath: '/config.json',
      configFile,
    }),
    await serveBuild({
      dir: releasesDir,
      port: e2ePorts.releaseHost,
      readyPath: new URL(releasedUrl).pathname,
      cors: [shellOrigin],
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test.use({ baseURL: shellOrigin });

const flowRow = (page: Page) => page.getByRole('cell', { name: 'Sales bot', exact: true });

test('the flow designer is released alone, pointed at by one config.json line, and rolled back', async ({
  page,
}) => {
  const manifests: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/mf-manifest.json')) manifests.push(response.url());
  });
  expect(releasedUrl).toMatch(
    new RegExp(
      `^${releaseOrigin}/flow-designer/\\d+\\.\\d+\\.\\d+-[0-9a-f]+(-dirty)?/mf-manifest\\.json$`,
    ),
  );
  await loginAs(page, 'manager');
  await page.goto('/fluxo');
  await expect(flowRow(page)).toBeVisible({ timeout: 20_000 });

  // Runbook step 2: the printed line in the shell's config.json; step 3: verify in the browser.
  pointFlowDesignerAt(releasedUrl);
  manifests.length = 0;
  await page.reload();
  await expect(flowRow(page)).toBeVisible({ timeout: 20_000 });
  expect(manifests).toContain(releasedUrl);
  await expect(page.getByRole('contentinfo')).toContainText('Flows ');

  // Runbook step 4: the previous line back is the rollback.
  pointFlowDesignerAt(flowDesignerManifestUrl);
  manifests.length = 0;
  await page.reload();
  await expect(flowRow(page)).toBeVisible({ timeout: 20_000 });
  expect(manifests).toContain(flowDesignerManifestUrl);
  expect(manifests).not.toContain(releasedUrl);
});
