// jsdom plus the fetch API of Node (fetch, Request, Response, Headers, streams): react-router's data
// routers build Request objects, and code under test calls fetch. AbortController comes from Node too,
// since Node's Request accepts only Node's AbortSignal.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = /** @type {const} */ ([
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'BroadcastChannel',
]);

/** jest's jsdom environment with Node's fetch API. */
class JsdomWithFetchEnvironment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this.global));
    const source = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis));
    for (const name of FROM_NODE) {
      if (source[name] !== undefined) target[name] = source[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
