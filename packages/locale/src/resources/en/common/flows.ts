/** The flow designer's texts shared with the API: flow problems and import errors. */
export const flows = {
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
};
