// `@atende/api-client/testing`: one way to test a remote (README "How to test a remote"). Imported by
// test files only, never by product code, so no bundle and no federation share ever holds it.
export {
  deferredAnswer,
  errorAnswer,
  fakeApi,
  jsonAnswer,
  networkFailure,
  type DeferredAnswer,
  type FakeAnswer,
  type FakeApi,
  type FakeCall,
} from './fakeApi';
export { createTestHub, type TestHub } from './testHub';
export {
  functionsOf,
  loginAs,
  loginManager,
  makeManager,
  makeUser,
  permissionsOf,
  TEST_CUSTOMER,
  type Levels,
} from './users';
export { resetRemote, type ResetRemoteOptions } from './reset';
export { TEST_CONFIG } from './testConfig';
export { renderInRemote, type RemoteRender, type RenderInRemoteOptions } from './renderInRemote';
export { makeFlowStep, makeFlowStepsAnswer, makeReply } from './flows';
