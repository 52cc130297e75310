import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginAs } from '../admin/adminHelpers';
import { apiAddresses, closedRemotes, e2ePorts, flowDesignerManifestUrl } from './deployment';
import { buildRemoteVariant, skewVariants, versionOf } from './remoteVariants';
import { repoRoot, serveBuild, type StaticServer } from './servers';

// Issue 18, the skew matrix for the flow designer, released by its own team: one shell build
// (version N) with the flow designer at N-1, N and N+1, each a real build of this tree. Compatible
// pairs show the flow list; N+1 (built against a newer @atende/api-client) degrades only the flow
// area, translated, while the shell keeps working; pointing config.json back restores it.

const APP = 'apps/flow-designer';
const current = versionOf(APP);
const variants = skewVariants(APP);

let workDir: string;
let configFile: string;
const servers: StaticServer[] = [];
const shellOrigin = `http://localhost:${e2ePorts.skewShell}`;
const urls = {
  previous: `http://localhost:${e2ePorts.skewFlowPrevious}/mf-manifest.json`,
  current: flowDesignerManifestUrl,
  next: `http://localhost:${e2ePorts.skewFlowNext}/mf-manifest.json`,
};

function pointFlowDesignerAt(manifestUrl: string) {
  fs.writeFileSync(
    configFile,
    JSON.stringify({ ...apiAddresses, remotes: { ...closedRemotes, flowDesigner: manifestUrl } }),
  );
}

const footer = (page: Page) => page.getByRole('contentinfo');
const flowRow = (page: Page) => page.getByRole('cell', { name: 'Sales bot', exact: true });

test.beforeAll(async () => {
  // Two production builds of the remote: minutes on a small machine.
  test.setTimeout(600_000);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-e2e-flow-skew-'));
  configFile = path.join(workDir, 'config.json');
  pointFlowDesignerAt(urls.current);
  const previousDir = path.join(workDir, 'flow-designer-previous');
  const nextDir = path.join(workDir, 'flow-designer-next');
  buildRemoteVariant(APP, previousDir, variants.previous);
  buildRemoteVariant(APP, nextDir, variants.next);
  servers.push(
    await serveBuild({
      dir: path.join(repoRoot, 'apps', 'shell', 'dist'),
      port: e2ePorts.skewShell,
      readyPath: '/config.json',
      configFile,
    }),
    await serveBuild({
      dir: previousDir,
      port: e2ePorts.skewFlowPrevious,
      readyPath: '/mf-manifest.json',
      cors: [shellOrigin],
    }),
    await serveBuild({
      dir: nextDir,
      port: e2ePorts.skewFlowNext,
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

test('shell N runs the flow designer N-1 and N, degrades only its area for N+1, and config.json rolls back', async ({
  page,
}) => {
  await loginAs(page, 'manager');

  // N: the shell and the flow designer of the same tree.
  await page.goto('/fluxo');
  await expect(flowRow(page)).toBeVisible({ timeout: 20_000 });
  await expect(footer(page)).toContainText(`Flows ${current}`);

  // N-1: an older flow designer that asks for nothing newer than the shell has.
  pointFlowDesignerAt(urls.previous);
  await page.reload();
  await expect(flowRow(page)).toBeVisible({ timeout: 20_000 });
  await expect(footer(page)).toContainText(`Flows ${variants.previous.version}`);

  // N+1: built against a newer @atende/api-client. Only the flow area falls back, translated.
  pointFlowDesignerAt(urls.next);
  await page.reload();
  await expect(page.getByText('Flows needs a newer version of Atende')).toBeVisible({
    timeout: 20_000,
  });
  await expect(flowRow(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The rest of the shell keeps working: the agent area still opens.
  await page.goto('/');
  await expect(page).toHaveTitle('ATENDIMENTO | Atende');
  await page.goto('/fluxo');

  // Rollback: config.json points at N again; Reload restores the area.
  pointFlowDesignerAt(urls.current);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(flowRow(page)).toBeVisible({ timeout: 20_000 });
  await expect(footer(page)).toContainText(`Flows ${current}`);
});
