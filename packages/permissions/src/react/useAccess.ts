import type { AreaName } from '@atende/contract';
import { useContext } from 'react';
import { accessFor } from '../areaAccess';
import type { Access } from '../areas';
import { PermissionsContext, ReadOnlyContext } from './PermissionsContext';

/** An area's access, or `pending` while the permissions are not loaded yet. */
export type AccessState = Access | 'pending';

/** The current user's access to an area; `pending` until the permissions are loaded. */
export function useAccess(area: AreaName): AccessState {
  const state = useContext(PermissionsContext);
  if (state === null) throw new Error('useAccess must be used under <PermissionsProvider>');
  return state.loaded ? accessFor(state.entries, area) : 'pending';
}

/** True under a `RequireAccess` whose area is read-only: disable edit, new and group-change buttons. */
export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}
