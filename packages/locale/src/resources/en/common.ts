/**
 * Texts shared by every app: the error catalogues of both specifications (seed 000 §8, seed 001 §8) under
 * the keys they name, dialogs, top bars, menus, route titles and language names.
 * English literals that the specifications quote are kept word for word.
 */
export const common = {
  app: {
    name: 'Atende',
    pageTitle: '{{title}} | Atende',
    version: 'Version {{version}}',
    loading: 'Loading…',
  },
  actions: {
    ok: 'OK',
    cancel: 'Cancel',
    save: 'Save',
    close: 'Close',
    send: 'Send',
    clear: 'Clear',
    edit: 'Edit',
    new: 'New',
    addNew: 'Add new',
    delete: 'Delete',
    update: 'Update',
    retry: 'Retry',
    search: 'Search',
    next: 'Next',
    export: 'Export',
    import: 'Import',
    confirm: 'Confirm',
    yes: 'Yes',
    no: 'No',
    back: 'Back',
  },
  /** Language names, each written in its own language (for the language selector). */
  languages: {
    pt: 'Português',
    en: 'English',
    es: 'Español',
  },
  languageSelector: 'Language',
  /** Page titles by route name (seed 000 §2.1, seed 001 §2). */
  routes: {
    home: 'Home',
    atendimento: 'Service',
    painelCliente: 'Dashboard',
    listaOperadores: 'Operators',
    listCampaign: 'Campaigns',
    campaign: 'New campaign',
    updateCampaign: 'Edit campaign',
    listGroup: 'Groups',
    group: 'New group',
    updateGroup: 'Edit group',
    cadastro: 'New operator',
    atualizar: 'Edit operator',
    messagesTemplate: 'Message templates',
    newMessageTemplate: 'New template',
    updateMessageTemplate: 'Edit template',
    loadFiles: 'Files',
    newUploadFile: 'New file',
    updateFile: 'Edit file',
    executeHsm: 'Bulk template sending',
    reasons: 'Closing reasons',
    reason: 'Reason',
    reports: 'Reports',
    'update-reports': 'Report viewer',
    fluxo: 'Flows',
    'create-fluxo': 'New flow',
    'view-fluxo': 'Flow editor',
    'update-fluxo': 'Edit flow',
    error404: 'Error 404',
  },
  error404: 'Error 404',
  /** Form rules (seed 000 §5). */
  rules: {
    required: 'Required field.',
    email: 'Enter a valid e-mail address.',
  },
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
  /** Top bars of the agent screen and the manager layout (seed 000 §2.4, §2.5). */
  topBar: {
    greeting: 'Hello, {{name}}',
    shiftStart: 'Shift start',
    shiftEnd: 'Shift end',
    currentTime: 'Current time',
    soundOn: 'Notification sound on',
    soundOff: 'Notification sound off',
    notifications: 'Notifications',
    profileMenu: 'Profile menu',
    adminPanel: 'Admin panel',
    changePassword: 'Change password',
    logout: 'Log out',
  },
  /** Agent availability: the spec shows Disponible / No Disponible (seed 001 §9). */
  availability: {
    available: 'Available',
    unavailable: 'Not available',
  },
  /** Message directions 0, 1, 2 of the dashboard history: Cliente, ChatBot, Asesor (seed 001 §3, §9). */
  messageDirection: {
    client: 'Client',
    chatBot: 'ChatBot',
    agent: 'Agent',
  },
  /** Side menu of the manager layout (seed 000 §2.5). */
  menu: {
    panel: 'Panel',
    attendance: 'Attendance',
    campaigns: 'Campaigns',
    operators: 'Operators',
    groups: 'Groups',
    reports: 'Reports',
    flows: 'Flows',
    templates: 'Templates',
    files: 'Files',
    reasons: 'Reasons',
    hsm: 'HSM',
    payments: 'Payments',
    quit: 'Quit',
  },
  customerSelector: {
    label: 'Customer',
    placeholder: 'Select a customer',
  },
  /** Channel 0 is 'All' (seed 001 §9). */
  channels: {
    all: 'All',
  },
  /** The plain-close placeholder campaign, id -1 (seed 000 §4). */
  campaignPlaceholder: 'No configuring...',
  /** Default flow exit texts (seed 000 §9: 'Salida' and 'Hasta luego, muchas gracias por comunicarse con nosotros'). */
  flowDefaults: {
    exitString: 'Exit',
    exitMessage: 'Goodbye, thank you very much for contacting us',
  },
  /** Agent screen catalogue (seed 000 §8), under the keys the specification names. */
  clienteInService: 'The client is already in service',
  errorClosingServices: 'Error closing the service: a completion status must be selected',
  errorCampaign: 'Error: a campaign must be selected',
  transferSuccess: 'Transferred successfully',
  snackTextSuccess: 'Client updated successfully',
  snackTextError: 'The client could not be updated',
  ErrorWhenStoragedFile: 'Error storing the file',
  ErrorProcessFile: 'Error processing the file',
  /** A file refused before its upload (the desk's attachment picker, the console's file form). */
  fileUpload: {
    wrongType: 'This kind of file cannot be sent. Accepted: {{types}}.',
    tooBig: 'The file is larger than {{max}} MB.',
    emptyFile: 'The file is empty.',
  },
  alreadyAttended:
    'The request you are trying to attend to is possibly already being attended to by another agent.',
  autoAssignWithoutTemplate:
    'Auto-assign is not possible without a configured welcome template (auto-asignacion). Auto-response has been turned off.',
  /** The page guard (seed 000 §6, seed 001 §6): waiting for the permissions, or an area the level does not open. */
  guard: {
    loading: 'Loading your permissions…',
    denied: 'Your access level does not open this area.',
  },
  /** Operators, groups and roles (seed 001 §8). */
  NovoCadastro: {
    snackTextSuccess: 'Saved successfully',
    snackTextError: 'Could not save. Please try again',
    roleError: 'Role information is not configured or could not be loaded',
  },
  NewMessageTemplate: {
    snackTextSuccess: 'Template saved successfully',
    snackTextError: 'Could not save the template',
  },
  ViewFluxo: {
    snackTextActivityWrong:
      'Activities without replies, with repeated reply values or without an incoming connection cannot be saved',
  },
  CreateFluxo: {
    warningDates: 'The start date must be before the end date',
  },
  ExecHSM: {
    snackImportSuccess: 'File imported successfully',
    snackExcecSuccess: 'All HSMs have finished',
    progress: '{{current}} of {{total}}',
  },
  /** Sub-reason texts (seed 001 §5, §8). */
  Reasons: {
    subReasonSaveError:
      'An error occurred while storing the sub reason, verify that the reason exists or contact an administrator',
    subReasonSaved: 'The sub reason was stored correctly',
  },
  /** Payments report (seed 001 §5). */
  Payments: {
    dateRangeTooLong: 'Incorrect dates, must be within a maximum range of 30 days',
  },
  /** The flow rules of @atende/contract (`FLOW_PROBLEM_CODES`, seed 001 §5 and issue 18). */
  flowProblems: {
    noReplies: 'Step "{{step}}" has no replies',
    repeatedReply: 'Step "{{step}}": reply {{reply}} repeats the reply before it',
    noIncoming: 'Step "{{step}}" has no incoming connection',
    missingTarget:
      'Step "{{step}}": reply {{reply}} leads to step {{target}}, which does not exist',
    unreachable: 'Step "{{step}}" cannot be reached from the start',
    emptyMessage: 'Step "{{step}}" has no message',
    whatsappList: 'Step "{{step}}" has more than {{limit}} replies: WhatsApp shows them as a list',
    whatsappTooManyReplies:
      'Step "{{step}}" has more than {{limit}} replies: WhatsApp sends them as numbered text',
    buttonTitleTooLong:
      'Step "{{step}}": reply {{reply}} is longer than {{limit}} characters (WhatsApp button)',
    rowTitleTooLong:
      'Step "{{step}}": reply {{reply}} is longer than {{limit}} characters (WhatsApp list row)',
  },
  /** Why a flow file was not imported (`FLOW_IMPORT_ERROR_CODES`, seed 001 §4); nothing is saved. */
  flowImport: {
    empty: 'The file is empty ({{detail}})',
    tooLarge: 'The file is too large ({{detail}} bytes)',
    controlCharacters: 'The file contains control characters ({{detail}})',
    notJson: 'The file is not valid JSON ({{detail}})',
    forbiddenKey: 'The file contains a forbidden key: {{detail}}',
    wrongShape: 'The file does not have the expected rows and fields ({{detail}})',
    badNumber: 'A number in the file is not valid ({{detail}})',
    textTooLong: 'A text in the file is too long ({{detail}})',
    tooManySteps: 'The file has too many steps ({{detail}})',
    tooManyReplies: 'A step in the file has too many replies ({{detail}})',
    noExitRow: 'The file has no row named {{detail}} with the flow data',
    noStartRow: 'The file has no row named {{detail}} marking the initial step',
  },
  /** Messages for the API's error codes. */
  apiErrors: {
    bad_request: 'The request is not valid',
    unauthorized: 'Your session is not valid. Please log in again',
    forbidden: 'You do not have permission to do this',
    not_found: 'Not found',
    already_taken: 'This has already been taken',
    conflict: 'This conflicts with the current data. Reload and try again',
    payload_too_large: 'The file or data is too large',
    unsupported_file: 'This file type is not supported',
    internal: 'Something went wrong on the server. Please try again',
    wrong_password: 'The old password is wrong',
    password_expired: 'Your password has expired. Change it to continue',
    too_many_attempts: 'Too many attempts. Wait a moment and try again',
    flow_invalid: 'The flow breaks the save rules: fix the marked steps and save again',
    flow_version_conflict: 'Someone else saved this flow after you opened it',
    network: 'The server could not be reached. Check the connection and try again',
    unknown: 'An unexpected error occurred',
  },
};
