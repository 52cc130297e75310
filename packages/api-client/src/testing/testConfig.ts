/** The addresses tests configure the API client with (fetch is replaced; nothing listens there). */
export const TEST_CONFIG = {
  apiBaseUrl: 'http://api.test/api',
  integrationBaseUrl: 'http://api.test/integration',
  fileServiceUrl: 'http://api.test/files',
  hubUrl: 'http://api.test/hubs/attendance',
};
