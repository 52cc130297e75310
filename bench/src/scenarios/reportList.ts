import { remoteFirstVisitScenario } from './remoteFirstVisit';

/** The report list, the reports remote's first screen (route reports, seed 000 §2.1; issue 20). */
export const reportListScenario = remoteFirstVisitScenario({
  id: 'reports',
  title: 'Reports (issue 20): first visit of the report list beyond the shell',
  remote: 'reports',
  remoteLabel: 'reports',
  name: 'Report list',
  route: '/reports',
  metric: 'reports',
});
