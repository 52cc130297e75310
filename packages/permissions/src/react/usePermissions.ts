import type { AreaName } from '@atende/contract';
import { useContext, useMemo } from 'react';
import { accessFor, canSeeMenuEntry } from '../areaAccess';
import type { Access } from '../areas';
import { canOpenAdminPanel, visibleMenuEntries, type MenuEntry } from '../guard';
import { levelOf } from '../levels';
import { canManageReports, canManageRoles } from '../management';
import { PermissionsContext, type PermissionsState } from './PermissionsContext';

/** The permissions state plus the rules bound to the current user. */
export interface UsePermissionsResult extends PermissionsState {
  /** The user's level on a functionality (0 when absent or not loaded). */
  levelOf: (name: string) => number;
  /** The access decision for an area (see `accessFor`); computed on an empty list while not loaded. */
  accessFor: (area: AreaName) => Access;
  /** Whether the area's side-menu entry appears. */
  canSeeMenuEntry: (area: AreaName) => boolean;
  /** The side-menu entries the user sees, in menu order (level above 2; the dashboard above 1). */
  menuEntries: MenuEntry[];
  /** Whether the profile menu offers the admin panel (seed 000 §2.4). */
  canOpenAdminPanel: boolean;
  /** Whether the role-management dialog is offered (function_Id 1). */
  canManageRoles: boolean;
  /** Whether the report-management dialog is offered (function_Id 1). */
  canManageReports: boolean;
}

/** The current user's permissions; must be used under a `PermissionsProvider`. */
export function usePermissions(): UsePermissionsResult {
  const state = useContext(PermissionsContext);
  if (state === null) {
    throw new Error(
      'usePermissions must be used under <PermissionsProvider> (is @atende/permissions shared as a singleton?)',
    );
  }
  return useMemo<UsePermissionsResult>(
    () => ({
      ...state,
      levelOf: (name) => levelOf(state.entries, name),
      accessFor: (area) => accessFor(state.entries, area),
      canSeeMenuEntry: (area) => canSeeMenuEntry(state.entries, area),
      menuEntries: visibleMenuEntries(state.entries),
      canOpenAdminPanel: state.loaded && canOpenAdminPanel(state.entries),
      canManageRoles: canManageRoles(state.functionId),
      canManageReports: canManageReports(state.functionId),
    }),
    [state],
  );
}
