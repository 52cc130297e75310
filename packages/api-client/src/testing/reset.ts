import { configureApi, sessionStore } from '@atende/api-client';
import { setLanguage } from '@atende/locale';

/** The addresses tests configure the API client with (fetch is replaced; nothing listens there). */
export const TEST_CONFIG = {
  apiBaseUrl: 'http://api.test/api',
  integrationBaseUrl: 'http://api.test/integration',
  fileServiceUrl: 'http://api.test/files',
  hubUrl: 'http://api.test/hubs/attendance',
};

/** Options of `resetRemote`. */
export interface ResetRemoteOptions {
  /** The texts' language (default `en`); register the remote's texts before. */
  language?: string;
}

/**
 * Before each test of a remote: the test addresses, no session (nor logout reason), empty browser
 * storage and the texts in `language`.
 */
export async function resetRemote(options: ResetRemoteOptions = {}): Promise<void> {
  await setLanguage(options.language ?? 'en');
  configureApi(TEST_CONFIG);
  sessionStore.getState().logout();
  sessionStore.getState().clearLogoutReason();
  localStorage.clear();
  sessionStorage.clear();
}
