import { createContext } from 'react';
import type { FunctionalityEntry, PermissionsObject } from '../types';

/** What the permissions provider shares with the screens under it. */
export interface PermissionsState {
  /** The permissions object, or null while it is not loaded. */
  permissions: PermissionsObject | null;
  /** True once the permissions object is present. */
  loaded: boolean;
  /** The user's functionality list (empty while not loaded). */
  entries: readonly FunctionalityEntry[];
  /** The user's function_Id (role), or null when unknown. */
  functionId: number | null;
}

/** Internal context; null outside a `PermissionsProvider`. */
export const PermissionsContext = createContext<PermissionsState | null>(null);

/** True under a `RequireAccess` whose area is read-only for the user. */
export const ReadOnlyContext = createContext<boolean>(false);
