/**
 * English texts of the shell (namespace `shell`; keys not found here fall back to `common`). English is
 * the source of the keys: pt and es are typed against it.
 */
export const en = {
  title: 'Atende',
  loading: 'Loading…',
  pageError: {
    title: 'This page could not be shown',
    text: 'Part of it could not be loaded. Reload the page; if this continues, contact your administrator.',
    reload: 'Reload',
  },
  startup: {
    title: 'The application could not start',
    text: 'Its configuration could not be read. Reload the page; if this continues, contact your administrator.',
    reload: 'Reload',
  },
  remoteUnavailable: {
    title: 'This area could not be loaded',
    description: 'The rest of the application keeps working. Try again in a moment.',
    retry: 'Try again',
  },
  remoteIncompatible: {
    title: '{{area}} needs a newer version of Atende',
    description:
      'This area was released for a newer portal than the one open here. The rest of the application keeps working. Reload the page; if this continues, contact your administrator.',
    reload: 'Reload',
  },
  remoteArea: {
    loading: 'Loading {{area}}…',
    unavailable: '{{area}} is not available right now',
  },
  /** The four remote areas, for the fallback panel and the version footer. */
  areas: {
    agentDesk: 'Service',
    adminConsole: 'Admin panel',
    flowDesigner: 'Flows',
    reports: 'Reports',
  },
  home: {
    tagline: 'Customer-service chat and administration portal',
  },
  forgotPassword: {
    intro: 'Enter the e-mail address of your account.',
    notAvailable:
      'Password recovery by e-mail is not available yet. Please contact your administrator to reset the password of {{email}}.',
  },
  customerSelection: {
    title: 'Choose a customer',
    text: 'Your user works for several customers. Choose the one you want to work for now.',
    confirm: 'Continue',
    logout: 'Log out',
  },
  password: {
    changed: 'Your password has been changed',
    rulesTitle: 'The new password needs:',
    verifyError: 'The old password could not be checked. Please try again',
  },
  topBar: {
    availability: 'Availability',
    shift: 'Shift',
    shiftRange: '{{start}} – {{end}}',
    shiftProgress: 'Shift progress',
    pauseError: 'The availability could not be changed. Please try again',
    waitingClients: 'Clients waiting: {{count}}',
  },
  footer: {
    remoteVersion: '{{area}} {{version}}',
  },
  notFound: {
    text: 'The page you are looking for does not exist.',
    back: 'Go to the start page',
  },
};
