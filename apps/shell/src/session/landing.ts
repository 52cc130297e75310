import type { SessionUser } from '@atende/api-client';
import { Functionality, isRoleId, levelOf, MIN_VIEW_LEVEL, Role } from '@atende/permissions';

/** Path of the agent service screen (route atendimento). */
export const AGENT_PATH = '/';

/** Path of the manager area's client dashboard (route painelCliente). */
export const MANAGER_PATH = '/painel/cliente';

/**
 * True for a manager role: every named role but store agent (1 system administrator to 6 store
 * account). Unknown (custom) role ids are not managers.
 */
function isManagerRole(functionId: unknown): boolean {
  return isRoleId(functionId) && functionId !== Role.StoreAgent;
}

/**
 * Where a user lands after login (seed 000 §7 "agent screen, or manager area by permission"; the exact
 * rule is not shown, this is ours): the manager area `/painel/cliente` when the user has a manager role,
 * a Painel level of at least 2, and no attendance group in the current customer (in any customer while
 * none is selected): such a user has no queue to serve. Everyone else opens the agent screen `/`.
 */
export function landingPathFor(user: SessionUser | null, currentCustomerId: number | null): string {
  if (!user) return '/home';
  if (!isManagerRole(user.function_Id)) return AGENT_PATH;
  if (levelOf(user.user_Function, Functionality.Painel) < MIN_VIEW_LEVEL) return AGENT_PATH;
  const customers = Array.isArray(user.customer) ? user.customer : [];
  const current = customers.find((customer) => customer.customer_Id === currentCustomerId);
  const groups = (current ? [current] : customers).flatMap((customer) => customer.group_List ?? []);
  return groups.length === 0 ? MANAGER_PATH : AGENT_PATH;
}
