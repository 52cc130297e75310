// The console's record list and edit-page patterns, shared by every administration area.
export { editColumn, type EditColumn, type EditColumnOptions } from './editColumn';
export {
  CustomerRequired,
  RecordLoader,
  type CustomerRequiredProps,
  type RecordLoaderProps,
  type RecordsQuery,
} from './RecordLoader';
export { recordsTexts } from './texts';
