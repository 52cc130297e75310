// Ports and addresses of the production builds the browser journeys run against (DESIGN §1: each
// deployable unit on its own port). playwright.config.ts starts the API, the shell, the agent desk,
// the admin console and the flow designer;
// the federation journey starts its own shell and a relabelled agent desk (it rewrites their config).

const apiPort = Number(process.env.E2E_API_PORT ?? 4400);

/** Ports of the run: away from `npm start`'s 3000-3004 and 4000, so both can run at once. */
export const e2ePorts = {
  api: apiPort,
  shell: 3400,
  agentDesk: 3401,
  /** The admin console remote (issue 11). */
  adminConsole: 3402,
  /** The flow designer remote (issue 18). */
  flowDesigner: 3403,
  /** A second shell, only for the federation journey (its config.json is rewritten). */
  federationShell: 3410,
  /** The same agent desk build under another manifest buildVersion, only for the federation journey. */
  agentDeskRelabelled: 3411,
  /** The skew matrix's shell, and the agent desk one version back and one ahead (issue 10). */
  skewShell: 3420,
  skewPrevious: 3421,
  skewNext: 3422,
  /** The flow designer one version back and one ahead, for the skew matrix (issue 18). */
  skewFlowPrevious: 3423,
  skewFlowNext: 3424,
  /** The static host of the flow designer's release folders, for the runbook's journey (issue 18). */
  releaseHost: 3425,
} as const;

/** Manifest URLs of remotes that are not running (nothing listens there: their areas fall back). */
export const closedRemotes = {
  agentDesk: 'http://localhost:3901/mf-manifest.json',
  adminConsole: 'http://localhost:3902/mf-manifest.json',
  flowDesigner: 'http://localhost:3903/mf-manifest.json',
  reports: 'http://localhost:3904/mf-manifest.json',
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
