import { adminPlugin } from './admin/routes';
import { attendancePlugin } from './attendance/routes';
import { auditPlugin } from './audit/routes';
import { catalogPlugin } from './catalog/routes';
import { dashboardPlugin } from './dashboard/routes';
import { flowRunsPlugin } from './flowRuns/routes';
import { flowsPlugin } from './flows/routes';
import type { DomainPlugin } from './http/domain';
import { hsmPlugin } from './hsm/routes';
import { reportsPlugin } from './reports/routes';
import { reportDataPlugin } from './reports/data/routes';
import { sessionPlugin } from './session/routes';

/**
 * The API's domains in registration order (ADR 0021): each one encapsulated Fastify plugin typed by
 * its route schemas, registered after the access control so every route it adds is checked and
 * listed in `app.routeTable`. A new domain is one more line here.
 */
export const DOMAINS: readonly DomainPlugin[] = [
  sessionPlugin,
  attendancePlugin,
  catalogPlugin,
  adminPlugin,
  auditPlugin,
  dashboardPlugin,
  hsmPlugin,
  flowsPlugin,
  reportsPlugin,
  flowRunsPlugin,
  reportDataPlugin,
];
