/** Texts of the reports app: starter keys, filled by the reports team. */
export const reports = {
  title: 'Reports',
  openReport: 'Open report',
  closeViewer: 'Close',
};
