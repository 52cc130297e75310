// The console's record list and edit-page patterns, shared by every administration area.
export { editColumn } from './editColumn';
export { CustomerRequired, RecordLoader } from './RecordLoader';
export { recordsTexts } from './texts';
