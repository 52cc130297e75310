import { menuRouteOf, routeByName, type SessionUser } from '@atende/contract';
import { landingRoute } from '@atende/permissions';

/** Path of the agent service screen (route atendimento). */
export const AGENT_PATH = routeByName('atendimento')?.pattern ?? '/';

/** Path of the manager area's client dashboard (route painelCliente, the panel's menu entry). */
export const MANAGER_PATH = menuRouteOf('dashboard')?.pattern ?? '/painel/cliente';

/**
 * Where a user lands after login (seed 000 §7 "agent screen, or manager area by permission; exact rule
 * not shown"): `landingRoute` of `@atende/permissions`, on the same area rules as the page guard. The
 * agent screen when it opens for the user (Attendence 2 or more) and the user has an attendance group
 * in the current customer (in any customer while none is selected); otherwise the client dashboard
 * when it opens (Painel 2 or more); otherwise the agent screen. Read from the login answer's
 * functionality list until the permissions object is loaded.
 */
export function landingPathFor(user: SessionUser | null, currentCustomerId: number | null): string {
  if (!user) return '/home';
  const customers = Array.isArray(user.customer) ? user.customer : [];
  const current = customers.find((customer) => customer.customer_Id === currentCustomerId);
  const groups = (current ? [current] : customers).flatMap((customer) => customer.group_List ?? []);
  const route = landingRoute(user.user_Function, { servesQueue: groups.length > 0 });
  return route === 'atendimento' ? AGENT_PATH : MANAGER_PATH;
}
