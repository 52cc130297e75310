/** The error and success catalogues of the agent screen and the console, the page guard and the API error codes. */
export const messages = {
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
    date_range_invalid: 'Incorrect dates, must be within a maximum range of 30 days',
    report_range_too_long: 'The date range is too long: choose at most 366 days',
    network: 'The server could not be reached. Check the connection and try again',
    unknown: 'An unexpected error occurred',
  },
};
