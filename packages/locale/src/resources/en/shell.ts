/** Texts of the shell (host): starter keys, filled by the shell team. */
export const shell = {
  title: 'Atende',
  loading: 'Loading…',
  remoteUnavailable: {
    title: 'This area could not be loaded',
    description: 'The rest of the application keeps working. Try again in a moment.',
    retry: 'Try again',
  },
};
