import { remoteFirstVisitScenario } from './remoteFirstVisit';

/** The flow list, the flow designer's first screen (route fluxo, seed 000 §2.1; issue 18). */
export const flowListScenario = remoteFirstVisitScenario({
  id: 'flow-list',
  title: 'Flow designer (issue 18): first visit of the flow list beyond the shell',
  remote: 'flowDesigner',
  remoteLabel: 'flow designer',
  name: 'Flow list',
  route: '/fluxo',
  metric: 'flowList',
});
