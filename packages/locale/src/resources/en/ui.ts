/** Texts of the UI kit (`@atende/ui`): list, form, import and layout patterns shared by every app. */
export const ui = {
  list: {
    empty: 'Nothing to show',
    loadError: 'The list could not be loaded',
    retry: 'Try again',
    refresh: 'Refresh',
    create: 'New',
    exportCsv: 'Export CSV',
    readOnly: 'Read-only access: you can view this area but not change it',
    total: '{{total}} items',
  },
  form: {
    save: 'Save',
    cancel: 'Cancel',
    unsavedTitle: 'Discard the changes?',
    unsavedContent: 'Your changes have not been saved. Leave and lose them?',
    leave: 'Leave',
    stay: 'Stay',
  },
  errors: {
    tooManyRequests: 'Too many requests. Wait a moment and try again',
    withField: '{{text}} ({{field}})',
  },
  import: {
    reading: 'Reading the file…',
    progress: '{{rows}} rows read',
    errors: {
      empty: 'The file is empty: no row to import',
      tooLarge: 'The file is too large (at most {{max}})',
      tooManyRows: 'The file has too many rows (at most {{max}})',
      timeout: 'The file took too long to read. Try a smaller file',
      malformed: 'The file could not be read: it is not a valid CSV, XLSX or ODS spreadsheet',
      binary: 'This file is not a spreadsheet. Use a CSV (semicolon separated), XLSX or ODS file',
      aborted: 'The import was cancelled',
      failed: 'The file could not be read. Try again',
    },
  },
  part: {
    failed: 'This part could not be loaded. Check the connection and try again.',
    retry: 'Try again',
    loading: 'Loading…',
  },
  frame: {
    customer: 'Customer',
    chooseCustomer: 'Choose the customer to manage',
    pageFailed: 'This page could not be loaded. Check the connection and try again.',
  },
  layout: {
    navigation: 'Main menu',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    menuFailed: 'The menu could not be loaded. Check the connection and try again',
  },
};
