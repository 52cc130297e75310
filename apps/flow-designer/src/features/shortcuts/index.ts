/** Every canvas action by keyboard: the editor's extra tools, their shortcuts and dialogs. */
export { EditorExtras } from './EditorExtras';
