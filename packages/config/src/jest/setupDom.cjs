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
  // jsdom has the <dialog> element without its methods: open and close by the attribute, as a
  // browser does (without the top layer, the inert page or the focus, which a real browser gives).
  const dialogProto = window.HTMLDialogElement?.prototype;
  if (dialogProto && typeof dialogProto.showModal !== 'function') {
    /** @this {HTMLDialogElement} */
    dialogProto.show = function show() {
      this.setAttribute('open', '');
    };
    dialogProto.showModal = dialogProto.show;
    /**
     * @this {HTMLDialogElement}
     * @param {string} [returnValue]
     */
    dialogProto.close = function close(returnValue) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      if (returnValue !== undefined) this.returnValue = String(returnValue);
      this.dispatchEvent(new window.Event('close'));
    };
  }
  if (process.env.JEST_FULL_CASCADE === '1') {
    // jsdom does not implement pseudo-element styles; antd asks for them when measuring scrollbars.
    const getComputedStyle = window.getComputedStyle.bind(window);
    window.getComputedStyle = (element, pseudo) =>
      getComputedStyle(element, pseudo ? undefined : pseudo);
  } else {
    window.getComputedStyle = hiddenAwareInlineStyle;
  }
}

/** antd's classes that hide an element (`.ant-…-hidden { display: none }`). */
const HIDING_CLASS = /^ant-[\w-]+-hidden$/;

/**
 * A computed style made of the element's inline style, with `display: none` when antd hides it by
 * class (`ant-select-dropdown-hidden`, `ant-tabs-tabpane-hidden`...) or the `hidden` attribute.
 *
 * Why not jsdom's own: it runs the whole cascade over every rule antd's CSS-in-JS has injected, and a
 * query by role asks for the style of every ancestor of every candidate, so a screen's queries slowed
 * as more components had been rendered (3.4 s per test of the step dialog against 0.4 s, ADR 0031).
 * The apps' own CSS is not loaded in tests (`styleStub.cjs`), so antd's CSS is all a test could see,
 * and what queries and `toBeVisible` read of it is whether an element is hidden: antd hides by these
 * classes or by inline styles, both kept here. `JEST_FULL_CASCADE=1` brings jsdom's back.
 * @param {Element} element
 * @returns {CSSStyleDeclaration}
 */
function hiddenAwareInlineStyle(element) {
  const inline = /** @type {HTMLElement} */ (element).style ?? emptyStyle();
  const hidden =
    /** @type {HTMLElement} */ (element).hidden === true ||
    Array.prototype.some.call(element.classList ?? [], (name) => HIDING_CLASS.test(name));
  if (!hidden) return inline;
  return new Proxy(inline, {
    get(target, property) {
      if (property === 'display') return 'none';
      if (property === 'getPropertyValue') {
        return (/** @type {string} */ name) =>
          name === 'display' ? 'none' : target.getPropertyValue(name);
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The style of an element without one (SVG in some jsdom versions). */
function emptyStyle() {
  return document.createElement('div').style;
}
