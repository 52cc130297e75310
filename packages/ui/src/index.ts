export { UiProviders } from './providers/UiProviders';
export type { UiProvidersProps } from './providers/UiProviders';
export { atendeTheme, SNACKBAR_Z_INDEX } from './theme/theme';
export { contrastRatio } from './theme/contrast';
export { PageFrame, BARS_HEIGHT_VARIABLE } from './layout/PageFrame';
export type { PageFrameProps } from './layout/PageFrame';
export { Panel } from './layout/Panel';
export type { PanelProps } from './layout/Panel';
export { ManagerLayout } from './layout/ManagerLayout';
export type { ManagerLayoutProps } from './layout/ManagerLayout';
export { ManagerSideMenu } from './layout/ManagerSideMenu';
export { panelMenuEntries } from './area/panelMenuEntries';
export type { ManagerMenuEntry, ManagerSideMenuProps } from './layout/ManagerSideMenu';
export {
  useNarrowScreen,
  narrowScreenQuery,
  NARROW_SCREEN_MAX_WIDTH,
} from './layout/useNarrowScreen';
export { ListPage } from './list/ListPage';
export type {
  ListAllQuery,
  ListColumn,
  ListPageProps,
  ListQuery,
  ListResult,
} from './list/ListPage';
export { ChangeButton, ReadOnlyContext, useReadOnly } from './list/readOnly';
export { MenuButton } from './menu/MenuButton';
export type { MenuButtonProps } from './menu/MenuButton';
export type { ChangeButtonProps } from './list/readOnly';
export { FormPage } from './form/FormPage';
export type { FormPageProps } from './form/FormPage';
export { RecordFormPage, RecordFrame } from './form/RecordFormPage';
export type {
  RecordFormPageProps,
  RecordFrameProps,
  RecordLoadFailure,
} from './form/RecordFormPage';
export { UnsavedChangesGuard } from './form/UnsavedChangesGuard';
export type { UnsavedChangesGuardProps, UnsavedChangesTexts } from './form/UnsavedChangesGuard';
export { apiErrorText, isAbortError } from './form/apiErrorText';
export type { ApiErrorTextOptions, Translate } from './form/apiErrorText';
export { useSnackbar, SNACKBAR_SECONDS } from './feedback/useSnackbar';
export { whenIdle } from './idle/whenIdle';
export { LoadedPart } from './feedback/LoadedPart';
export type { LoadedPartProps } from './feedback/LoadedPart';
export { PartLoadFailed } from './feedback/PartLoadFailed';
export type { PartLoadFailedProps } from './feedback/PartLoadFailed';
export { HarnessLogin } from './harness/HarnessLogin';
export type { HarnessLoginProps } from './harness/HarnessLogin';
export type { ShowSnackbar, Snackbar, SnackbarKind } from './feedback/useSnackbar';
export {
  formatDate,
  formatDateTime,
  formatTime,
  formatTimestamp,
  parseServerTime,
} from './format/dateTime';
export type { FormatOptions, TimeInput } from './format/dateTime';
export { rowsToCsv, downloadCsv } from './csv/csv';
export type { CsvColumn } from './csv/csv';
export { importSpreadsheet, IMPORT_DEFAULTS } from './import/importSpreadsheet';
export type { ImportOptions, ImportWorkerLike } from './import/importSpreadsheet';
export { ImportError } from './import/importFailure';
export type { ImportErrorCode } from './import/importFailure';
export { importErrorText } from './import/importError';
export type { ImportProgress } from './import/parseSpreadsheet';
export { registerFeatureTexts } from './texts/registerFeatureTexts';
export type { FeatureTexts, RegisterTextsOptions } from './texts/registerFeatureTexts';
export { combineFeatureTexts, registerFeatureTextsTable } from './texts/combineFeatureTexts';
export type { FeatureTextsTable, TextsByArea, TextsLanguage } from './texts/combineFeatureTexts';
export { ManagerArea } from './area/ManagerArea';
export type { ManagerAreaProps } from './area/ManagerArea';
export { ManagerFrame } from './area/ManagerFrame';
export type { ManagerFrameProps } from './area/ManagerFrame';
export { lazyPage } from './area/lazyPage';
export type { LazyPage, PageFactory } from './area/lazyPage';
export { HarnessArea } from './harness/HarnessArea';
export type { HarnessAreaProps } from './harness/HarnessArea';
export { VISUALLY_HIDDEN } from './layout/visuallyHidden';
export { insertAt } from './form/insertAt';
