/** Texts of the admin console: starter keys, filled by the admin-console team. */
export const admin = {
  title: 'Administration',
  newOperator: 'New operator',
  operatorsTitle: 'Operators',
};
