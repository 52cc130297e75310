/**
 * What React Flow needs of the browser in jsdom (its testing guide: nodes are measured before edges
 * are drawn): a ResizeObserver that reports each observed element at once, element sizes, and a
 * DOMMatrixReadOnly reading the zoom. Call before rendering a canvas in a component test.
 */
export function installReactFlowDom(size = { width: 200, height: 80 }): void {
  class ReportingResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element): void {
      this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve(): void {}
    disconnect(): void {}
  }
  class ZoomMatrix {
    m22: number;
    constructor(transform?: string) {
      const scale = /scale\(([\d.]+)\)/.exec(transform ?? '')?.[1];
      this.m22 = scale === undefined ? 1 : Number(scale);
    }
  }
  // The shared DOM setup defines ResizeObserver writable (not configurable): replaced by assignment.
  Object.assign(window, { ResizeObserver: ReportingResizeObserver, DOMMatrixReadOnly: ZoomMatrix });
  // Edge labels measure their text.
  Object.assign(SVGElement.prototype, { getBBox: () => ({ x: 0, y: 0, width: 40, height: 16 }) });
  Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: { configurable: true, get: () => size.width },
    offsetHeight: { configurable: true, get: () => size.height },
  });
}
