import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PermissionsObject } from '../types';
import { PERMISSION_WAIT_MS, waitForPermissions } from '../wait';
import { PermissionsContext, type PermissionsState } from './PermissionsContext';

/** Reads the permissions object from wherever the app keeps it; null or undefined while it is missing. */
export type PermissionsLoader = () =>
  PermissionsObject | null | undefined | Promise<PermissionsObject | null | undefined>;

/** Props of `PermissionsProvider`. */
export interface PermissionsProviderProps {
  /** The permissions object when the app already has it (null or undefined: not loaded yet). */
  permissions?: PermissionsObject | null;
  /** Used while `permissions` is missing: called, then retried every `retryMs` until it gives a value. */
  load?: PermissionsLoader;
  /** Pause between two `load` attempts; default `PERMISSION_WAIT_MS` (use `AGENT_PERMISSION_WAIT_MS` on the agent screen). */
  retryMs?: number;
  /** Called when `load` throws or rejects; waiting stops then. */
  onError?: (error: unknown) => void;
  /** The user's function_Id, for `canManageRoles` / `canManageReports`. */
  functionId?: number | null;
  children?: ReactNode;
}

/** Makes the user's permissions available to `usePermissions`, `useAccess` and `RequireAccess`. */
export function PermissionsProvider({
  permissions,
  load,
  retryMs = PERMISSION_WAIT_MS,
  onError,
  functionId = null,
  children,
}: PermissionsProviderProps) {
  const [loadedValue, setLoadedValue] = useState<PermissionsObject | null>(null);
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    loadRef.current = load;
    onErrorRef.current = onError;
  });

  const hasLoader = load !== undefined;
  const missing = permissions === null || permissions === undefined;
  useEffect(() => {
    if (!missing || !hasLoader) return;
    const controller = new AbortController();
    waitForPermissions(() => loadRef.current?.(), { retryMs, signal: controller.signal }).then(
      (value) => {
        if (!controller.signal.aborted) setLoadedValue(value);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
  }, [missing, hasLoader, retryMs]);

  const effective = missing ? (hasLoader ? loadedValue : null) : permissions;
  const value = useMemo<PermissionsState>(
    () => ({
      permissions: effective,
      loaded: effective !== null,
      entries: effective?.user_Function ?? [],
      functionId: functionId ?? null,
    }),
    [effective, functionId],
  );
  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}
