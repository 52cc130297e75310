import { Role } from './roles';

/**
 * True when the current user may open the role-management dialog (custom role creation):
 * only when function_Id is 1 (seed 001 §2 Operator list and form, §6).
 */
export function canManageRoles(functionId: unknown): boolean {
  return (
    functionId === Role.SystemAdministrator ||
    (typeof functionId === 'string' && functionId.trim() === String(Role.SystemAdministrator))
  );
}

/**
 * True when the current user may assign reports to an operator (report-management dialog):
 * only when function_Id is 1 (seed 001 §2, §6).
 */
export function canManageReports(functionId: unknown): boolean {
  return canManageRoles(functionId);
}
