import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's Chromium: test tools never download browsers here. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = path.join(os.tmpdir(), `atende-e2e-${process.pid}`);
const apiPort = Number(process.env.E2E_API_PORT ?? 4400);

/** Ports of the production builds, one per deployable unit (DESIGN section 1). */
export const e2ePorts = { api: apiPort, shell: 3000 } as const;

/** The deploy-time config.json the shell is served with (remotes not running: their areas fall back). */
const shellConfigFile = path.join(dataDir, 'shell-config.json');
fs.mkdirSync(dataDir, { recursive: true });
fs.writeFileSync(
  shellConfigFile,
  JSON.stringify({
    apiBaseUrl: `http://localhost:${apiPort}/api`,
    integrationBaseUrl: `http://localhost:${apiPort}/integration`,
    fileServiceUrl: `http://localhost:${apiPort}/files`,
    hubUrl: `http://localhost:${apiPort}/hubs/attendance`,
    remotes: {
      agentDesk: 'http://localhost:3901/mf-manifest.json',
      adminConsole: 'http://localhost:3902/mf-manifest.json',
      flowDesigner: 'http://localhost:3903/mf-manifest.json',
      reports: 'http://localhost:3904/mf-manifest.json',
    },
  }),
);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${e2ePorts.api}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'api', testMatch: /api\/.*\.spec\.ts/ },
    {
      name: 'shell',
      testMatch: /shell\/.*\.spec\.ts/,
      use: { baseURL: `http://localhost:${e2ePorts.shell}`, locale: 'en-US' },
    },
  ],
  webServer: [
    {
      command: `node ../apps/api/dist/main.js`,
      url: `http://127.0.0.1:${e2ePorts.api}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(e2ePorts.api),
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://localhost:${e2ePorts.api}`,
        CORS_ORIGINS: 'http://localhost:3000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `node ../packages/config/src/serve/cli.cjs --dir ../apps/shell/dist --port ${e2ePorts.shell} --host localhost --config ${shellConfigFile}`,
      url: `http://localhost:${e2ePorts.shell}/config.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
