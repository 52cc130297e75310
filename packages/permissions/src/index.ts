export {
  Functionality,
  FUNCTIONALITIES,
  ROLE_FUNCTION_ORDER,
  isFunctionalityName,
} from './functionality';
export type { FunctionalityName } from './functionality';
export { Role, ROLE_NAMES, isRoleId, roleName } from './roles';
export type { RoleId } from './roles';
export type { Entries, FunctionalityEntry, PermissionsObject } from './types';
export {
  MIN_VIEW_LEVEL,
  READ_ONLY_LEVEL,
  MIN_EDIT_LEVEL,
  MENU_MIN_LEVEL,
  ROLE_EDITOR_LEVELS,
  OPERATOR_DATA_LEVELS,
  ROLE_EDITOR_LEVEL_CHOICES,
  OPERATOR_DATA_LEVEL_CHOICES,
  toLevel,
  levelOf,
  isReadOnly,
  canEdit,
  isRoleEditorLevel,
  isOperatorDataLevel,
  levelsToSend,
  ATTENDANCE_SUPERVISOR_LEVEL,
} from './levels';
export { canGrantLevel, validateGrantedLevels } from './grants';
export type { GrantOptions } from './grants';
export { canManageRoles, canManageReports } from './management';
export { toCustomerId, customerIdsOf, hasAccessToCustomer } from './customers';
export { Area, AREA_NAMES, SIDE_MENU_AREAS, REDIRECT_ROUTE, isAreaName } from './areas';
export {
  accessFor,
  canOpenArea,
  mustRedirect,
  redirectFor,
  isAreaReadOnly,
  canEditArea,
  canSeeMenuEntry,
  visibleMenuAreas,
  areaForRoute,
} from './areaAccess';
export type { Access, AreaRule } from './areas';
export { accessForRoute, canOpenAdminPanel, landingRoute, visibleMenuEntries } from './guard';
export type { LandingOptions, MenuEntry } from './guard';
export { PERMISSION_WAIT_MS, AGENT_PERMISSION_WAIT_MS, waitForPermissions } from './wait';
export type { WaitForPermissionsOptions } from './wait';
