// The deploy-time config.json the static server's tests serve and build policies from.

/** A shell's deploy-time config.json: the API on 4000, the agent desk remote on 3001. */
export const shellConfig = {
  apiBaseUrl: 'http://localhost:4000/api',
  integrationBaseUrl: 'http://localhost:4000/integration',
  fileServiceUrl: 'https://files.example.com/files',
  hubUrl: 'https://hub.example.com/hubs/attendance',
  remotes: {
    agentDesk: 'http://localhost:3001/mf-manifest.json',
    reports: 'https://reports.example.com/v2/mf-manifest.json',
  },
};
