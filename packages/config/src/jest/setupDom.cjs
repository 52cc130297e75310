// Browser APIs jsdom lacks and antd or react-router use. Runs before every test file of a React app.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') {
  globalThis.TextDecoder = /** @type {typeof globalThis.TextDecoder} */ (
    /** @type {unknown} */ (util.TextDecoder)
  );
}

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) =>
      /** @type {MediaQueryList} */ ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  }
  // jsdom does not implement pseudo-element styles; antd asks for them when measuring scrollbars.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) =>
    getComputedStyle(element, pseudo ? undefined : pseudo);
}
