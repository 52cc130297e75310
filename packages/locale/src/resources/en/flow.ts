/** Texts of the flow designer: starter keys, filled by the flow-designer team. */
export const flow = {
  title: 'Flows',
  register: 'Register',
  importJson: 'Import (JSON)',
  searchFlow: 'Search a flow',
};
