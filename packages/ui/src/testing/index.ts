// `@atende/ui/testing`: the UI kit's side of testing a remote (README "Testing a remote"). Imported by
// test files only, never by product code, so no bundle and no federation share ever holds it.
export {
  managerRemoteKit,
  type ManagerRemoteKit,
  type ManagerRenderOptions,
} from './renderManagerRemote';
export { textsProblems } from './textsProblems';
export { captureDownloads, type CapturedDownloads, type CapturedFile } from './captureDownloads';
