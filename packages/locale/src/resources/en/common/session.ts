/** Login, password recovery and change, and the forced-logout dialogs. */
export const session = {
  /** Login (seed 000 §2.3, §5, §8). */
  MyLogin: {
    incorrectCredentials: 'User or password wrong',
    errorInLogin: 'Error querying username and password',
    join: 'Join',
    title: 'Log in',
    user: 'User',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    rememberMe: 'Remember me',
    login: 'Login',
    forgotPassword: 'Forgot your password?',
  },
  ForgotPassword: {
    title: 'Recover password',
    email: 'E-mail',
    send: 'Send',
    cancel: 'Cancel',
  },
  /** Change-password dialog and the new-password rules (seed 000 §2.4, §5). */
  Password: {
    title: 'Change password',
    expired: 'Your password has expired. Please choose a new one.',
    oldPassword: 'Old password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    minCharacters: 'The password must have at least {{count}} characters',
    missingKinds: 'The password must contain: {{kinds}}',
    kinds: {
      capital: 'a capital letter',
      digit: 'a digit',
      special: 'a special character (! | @ # $ % ^ & * ( ) - _)',
    },
    oldPasswordWrong: 'The old password is wrong',
    differentPasswords: 'The passwords are different',
  },
  /** Forced-logout dialogs shown on home (seed 000 §2.3, §4, §8). */
  dialogs: {
    networkError: {
      title: 'Session closed',
      text: 'A network error has occurred, the session has been closed',
    },
    inactivity: {
      title: 'Session closed',
      text: 'Had been inactive for more than 30 minutes',
    },
    confirmTitle: 'Are you sure?',
  },
};
