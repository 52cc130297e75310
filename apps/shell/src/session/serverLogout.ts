import { registerLogoutCleanup, sessionStore, userLogout } from '@atende/api-client';

/**
 * Every logout (menu, customer selector, inactivity, 401) also asks the server to revoke the token
 * (`POST User_Logout`, docs/adr/0010): fire-and-forget with a short timeout, so the logout completes
 * at once even when the server is down. Returns a function that unregisters it.
 */
export function registerServerLogout(): () => void {
  return registerLogoutCleanup(() => {
    // Cleanups run while the session is still readable: this is the token being ended.
    const token = sessionStore.getState().token;
    if (token) void userLogout(token);
  });
}
