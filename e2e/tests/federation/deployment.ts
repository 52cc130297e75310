// Ports and addresses of the production builds the browser journeys run against (DESIGN §1: each
// deployable unit on its own port). playwright.config.ts starts the API, the shell, the agent desk,
// the admin console, the flow designer and reports;
// the federation journey starts its own shell and a relabelled agent desk (it rewrites their config).

/** Shifts every port of the run, so that two runs (two worktrees) can share one machine. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const apiPort = Number(process.env.E2E_API_PORT ?? 4400 + offset);

/** Ports of the run: away from `npm start`'s 3000-3004 and 4000, so both can run at once. */
export const e2ePorts = {
  api: apiPort,
  shell: 3400 + offset,
  agentDesk: 3401 + offset,
  /** The admin console remote (issue 11). */
  adminConsole: 3402 + offset,
  /** The flow designer remote (issue 18). */
  flowDesigner: 3403 + offset,
  /** The reports remote (issue 20). */
  reports: 3404 + offset,
  /** A second shell, only for the federation journey (its config.json is rewritten). */
  federationShell: 3410 + offset,
  /** The same agent desk build under another manifest buildVersion, only for the federation journey. */
  agentDeskRelabelled: 3411 + offset,
  /** The skew matrix's shell, and the agent desk one version back and one ahead (issue 10). */
  skewShell: 3420 + offset,
  skewPrevious: 3421 + offset,
  skewNext: 3422 + offset,
  /** The flow designer one version back and one ahead, for the skew matrix (issue 18). */
  skewFlowPrevious: 3423 + offset,
  skewFlowNext: 3424 + offset,
  /** The static host of the flow designer's release folders, for the runbook's journey (issue 18). */
  releaseHost: 3425 + offset,
} as const;

/** Manifest URLs of remotes that are not running (nothing listens there: their areas fall back). */
export const closedRemotes = {
  agentDesk: `http://localhost:${3901 + offset}/mf-manifest.json`,
  adminConsole: `http://localhost:${3902 + offset}/mf-manifest.json`,
  flowDesigner: `http://localhost:${3903 + offset}/mf-manifest.json`,
  reports: `http://localhost:${3904 + offset}/mf-manifest.json`,
} as const;

/** The API addresses of every shell config.json of the run. */
export const apiAddresses = {
  apiBaseUrl: `http://localhost:${apiPort}/api`,
  integrationBaseUrl: `http://localhost:${apiPort}/integration`,
  fileServiceUrl: `http://localhost:${apiPort}/files`,
  hubUrl: `http://localhost:${apiPort}/hubs/attendance`,
} as const;

/** The agent desk's manifest as deployed for the run. */
export const agentDeskManifestUrl = `http://localhost:${e2ePorts.agentDesk}/mf-manifest.json`;

/** The admin console's manifest as deployed for the run. */
export const adminConsoleManifestUrl = `http://localhost:${e2ePorts.adminConsole}/mf-manifest.json`;

/** The flow designer's manifest as deployed for the run. */
export const flowDesignerManifestUrl = `http://localhost:${e2ePorts.flowDesigner}/mf-manifest.json`;

/** The reports remote's manifest as deployed for the run. */
export const reportsManifestUrl = `http://localhost:${e2ePorts.reports}/mf-manifest.json`;
