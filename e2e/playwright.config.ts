import { defineConfig, type Project as PlaywrightTestProject } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminConsoleManifestUrl,
  agentDeskManifestUrl,
  apiAddresses,
  closedRemotes,
  e2ePorts,
  flowDesignerManifestUrl,
  reportsManifestUrl,
} from './tests/federation/deployment';

/** Debian's Chromium: test tools never download browsers here. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = path.join(os.tmpdir(), `atende-e2e-${process.pid}`);

/** Ports of the production builds, one per deployable unit (DESIGN section 1). */
export { e2ePorts };

/**
 * The deploy-time config.json the shell is served with: the agent desk's, the admin console's, the
 * flow designer's and the reports remote's production builds on their own ports (a journey that needs
 * one of them down blocks its port in its own page).
 */
const shellConfigFile = path.join(dataDir, 'shell-config.json');
fs.mkdirSync(dataDir, { recursive: true });
fs.writeFileSync(
  shellConfigFile,
  JSON.stringify({
    ...apiAddresses,
    remotes: {
      ...closedRemotes,
      agentDesk: agentDeskManifestUrl,
      adminConsole: adminConsoleManifestUrl,
      flowDesigner: flowDesignerManifestUrl,
      reports: reportsManifestUrl,
    },
  }),
);

/**
 * The projects named on the command line (`--project scale`, `--project=scale`); empty: all of them.
 * The `scale` project starts its own topology, so a run of only that project starts no other server.
 */
const namedProjects = process.argv.flatMap((arg, i, all) =>
  arg.startsWith('--project=') ? [arg.slice(10)] : arg === '--project' ? [all[i + 1] ?? ''] : [],
);
const onlyScale = namedProjects.length > 0 && namedProjects.every((name) => name === 'scale');

/**
 * The projects of the side lane (`scripts/run-journeys.mjs`): their journeys make their own records
 * and read no other journey's, or start their own topology, so they run beside the others against
 * their own API and servers. `E2E_LANE=main|side` keeps one lane's projects; unset, all of them.
 */
const SIDE_LANE_PROJECTS = ['flows', 'reports', 'scale'];
const lane = process.env.E2E_LANE;
const inLane = (name: string) =>
  lane === 'side'
    ? SIDE_LANE_PROJECTS.includes(name)
    : lane === 'main'
      ? !SIDE_LANE_PROJECTS.includes(name)
      : true;

const allProjects: PlaywrightTestProject[] = [
  { name: 'api', testMatch: /api\/.*\.spec\.ts/ },
  {
    name: 'shell',
    testMatch: /shell\/.*\.spec\.ts/,
    use: { baseURL: `http://localhost:${e2ePorts.shell}`, locale: 'en-US' },
  },
  {
    // The agent desk inside the shell (tests/agent, written with the desk).
    name: 'agent',
    testMatch: /agent\/.*\.spec\.ts/,
    use: { baseURL: `http://localhost:${e2ePorts.shell}`, locale: 'en-US' },
  },
  {
    // The admin console inside the shell (tests/admin, issue 11).
    name: 'admin',
    testMatch: /admin\/.*\.spec\.ts/,
    use: { baseURL: `http://localhost:${e2ePorts.shell}`, locale: 'en-US' },
  },
  {
    // The flow designer inside the shell (tests/flows, issue 18). Every journey makes its own flows
    // (unique names) and depends on no other: its tests spread over the workers one by one
    // (`--workers=2`), not file by file.
    name: 'flows',
    testMatch: /flows\/.*\.spec\.ts/,
    fullyParallel: true,
    use: { baseURL: `http://localhost:${e2ePorts.shell}`, locale: 'en-US' },
  },
  {
    // Two API instances behind nginx (deploy/, issue 21): the spec starts that topology itself,
    // with the same code as `pnpm start:scale`; PostgreSQL and Redis must be running.
    name: 'scale',
    testMatch: /tests\/scale\/.*\.spec\.ts/,
    use: { locale: 'en-US' },
  },
  {
    // The reports remote inside the shell (tests/reports, issue 20): its journeys only read.
    name: 'reports',
    testMatch: /tests\/reports\/.*\.spec\.ts/,
    fullyParallel: true,
    use: { baseURL: `http://localhost:${e2ePorts.shell}`, locale: 'en-US' },
  },
  {
    // The chatbot seen live across the simulator, the desk, the dashboard and the editor (issue 19).
    name: 'bot',
    testMatch: /tests\/bot\/.*\.spec\.ts/,
    use: { baseURL: `http://localhost:${e2ePorts.shell}`, locale: 'en-US' },
  },
  {
    name: 'federation',
    testMatch: /federation\/.*\.spec\.ts/,
    use: { baseURL: `http://localhost:${e2ePorts.federationShell}`, locale: 'en-US' },
  },
];

export default defineConfig({
  testDir: './tests',
  // Each lane its own (a run empties its output folder first).
  outputDir: lane ? `test-results/${lane}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_RESULTS_FILE ?? '.test-results/playwright.json' }],
  ],
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
  projects: allProjects.filter((project) => inLane(project.name ?? '')),
  webServer: onlyScale
    ? []
    : [
        {
          command: `node ../apps/api/dist/main.js`,
          url: `http://127.0.0.1:${e2ePorts.api}/health`,
          reuseExistingServer: false,
          timeout: 60_000,
          // Development mode (ADR 0008): demo data, the simulator and unsigned webhooks for the journeys.
          env: {
            ATENDE_MODE: 'development',
            PORT: String(e2ePorts.api),
            DATA_DIR: dataDir,
            PUBLIC_URL: `http://localhost:${e2ePorts.api}`,
            CORS_ORIGINS: [e2ePorts.shell, e2ePorts.federationShell, e2ePorts.skewShell]
              .map((port) => `http://localhost:${port}`)
              .join(','),
            LOG_LEVEL: 'warn',
          },
        },
        {
          command: `node ../packages/config/src/serve/cli.cjs --dir ../apps/shell/dist --port ${e2ePorts.shell} --host localhost --config ${shellConfigFile}`,
          url: `http://localhost:${e2ePorts.shell}/config.json`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
        {
          // The agent desk remote, as deployed: its own origin, CORS for the shells that load it only.
          command: `node ../packages/config/src/serve/cli.cjs --dir ../apps/agent-desk/dist --port ${e2ePorts.agentDesk} --host localhost --cors http://localhost:${e2ePorts.shell},http://localhost:${e2ePorts.federationShell},http://localhost:${e2ePorts.skewShell}`,
          url: `http://localhost:${e2ePorts.agentDesk}/mf-manifest.json`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
        {
          // The admin console remote, as deployed on its own origin.
          command: `node ../packages/config/src/serve/cli.cjs --dir ../apps/admin-console/dist --port ${e2ePorts.adminConsole} --host localhost --cors http://localhost:${e2ePorts.shell}`,
          url: `http://localhost:${e2ePorts.adminConsole}/mf-manifest.json`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
        {
          // The flow designer remote, as deployed on its own origin (the skew shell loads it too).
          command: `node ../packages/config/src/serve/cli.cjs --dir ../apps/flow-designer/dist --port ${e2ePorts.flowDesigner} --host localhost --cors http://localhost:${e2ePorts.shell},http://localhost:${e2ePorts.skewShell}`,
          url: flowDesignerManifestUrl,
          reuseExistingServer: false,
          timeout: 30_000,
        },
        {
          // The reports remote, as deployed on its own origin.
          command: `node ../packages/config/src/serve/cli.cjs --dir ../apps/reports/dist --port ${e2ePorts.reports} --host localhost --cors http://localhost:${e2ePorts.shell}`,
          url: reportsManifestUrl,
          reuseExistingServer: false,
          timeout: 30_000,
        },
      ],
});
