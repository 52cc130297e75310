/** Texts of the agent desk: starter keys, filled by the agent-desk team. */
export const agentDesk = {
  title: 'Service',
  waiting: 'Waiting',
  myServices: 'My services',
  autoResponse: 'Auto-response',
  typeMessage: 'Type a message',
};
