import { configureApi, sessionStore } from '@atende/api-client';
import { setLanguage } from '@atende/locale';
import { TEST_CONFIG } from './testConfig';

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
