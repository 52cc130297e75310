import {
  getPermissions,
  isApiRequestError,
  sessionStore,
  useSession,
  type CallOptions,
} from '@atende/api-client';
import type { Permissions } from '@atende/contract';
import {
  AGENT_PERMISSION_WAIT_MS,
  PERMISSION_WAIT_MS,
  waitForPermissions,
} from '@atende/permissions';
import { useEffect, useRef } from 'react';
import { useLocation } from '@atende/routing';
import { takeEarlyPermissions } from './earlyPermissions';
import { AGENT_PATH } from './landing';

/** Options of `loadSessionPermissions`. */
export interface LoadPermissionsOptions {
  /** Pause between attempts (seed 000 §9: 1 s, 1.5 s on the agent screen). */
  retryMs: number;
  signal?: AbortSignal;
  /** The call; `getPermissions` of `@atende/api-client` (tests pass a fake). */
  load?: (userId: number, options: CallOptions) => Promise<Permissions>;
}

function isPermissions(value: unknown): value is Permissions {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Permissions).user_Function) &&
    Array.isArray((value as Permissions).customer)
  );
}

/**
 * `GET User_Data_Perm?user_id` until it answers a permissions object. Seed 000 §4 "Permission load:
 * permissions are loaded at start. If missing, screens wait about 1 second (1.5 seconds on the agent
 * screen) and retry" (seed 001 §4: 1 second): a failed call or an answer without the lists counts as
 * missing and is tried again after `retryMs`. A 401 stops (the api-client's unauthorized handler has
 * logged out), and so does the signal.
 */
export function loadSessionPermissions(
  userId: number,
  { retryMs, signal, load = getPermissions }: LoadPermissionsOptions,
): Promise<Permissions> {
  return waitForPermissions(
    async () => {
      try {
        const answer = await load(userId, { signal });
        return isPermissions(answer) ? answer : null;
      } catch (error) {
        if (signal?.aborted) throw error;
        if (isApiRequestError(error) && error.status === 401) throw error;
        console.warn('Permissions could not be loaded; trying again.', error);
        return null;
      }
    },
    { retryMs, signal },
  );
}

/**
 * Keeps the session's permissions object loaded (`sessionStore.permissions`, shared with every remote):
 * at start (after login, and on a reload with a stored session) and again when the customer changes.
 * The previous object stays while a refresh is on its way. Not while the password is expired (the
 * forced change comes first; the load starts when it is done).
 */
export function useSessionPermissions(): void {
  const userId = useSession((state) => state.user?.user_Id);
  // While the password is expired the server refuses everything but the change (403): load after it.
  const passwordExpired = useSession((state) => Boolean(state.user?.pass_Expired));
  const customerId = useSession((state) => state.currentCustomerId);
  const onAgentScreen = useLocation().pathname === AGENT_PATH;
  const retryMs = useRef(PERMISSION_WAIT_MS);
  useEffect(() => {
    retryMs.current = onAgentScreen ? AGENT_PERMISSION_WAIT_MS : PERMISSION_WAIT_MS;
  }, [onAgentScreen]);

  useEffect(() => {
    if (userId === undefined || passwordExpired) return;
    const controller = new AbortController();
    // The first attempt may be the call started at start-up (`startPermissionsEarly`).
    let first = takeEarlyPermissions(userId, customerId);
    const load = (id: number, options: CallOptions): Promise<Permissions> => {
      const answer = first ?? getPermissions(id, options);
      first = null;
      return answer;
    };
    loadSessionPermissions(userId, {
      retryMs: retryMs.current,
      signal: controller.signal,
      load,
    }).then(
      (permissions) => {
        if (!controller.signal.aborted) sessionStore.getState().setPermissions(permissions);
      },
      () => undefined, // aborted, or a 401 (already logged out)
    );
    return () => controller.abort();
  }, [userId, customerId, passwordExpired]);
}
