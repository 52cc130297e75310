// The scripts a cold load runs in the page (serialised by Playwright: no imports inside them).

/** One request as the page's Resource Timing saw it (ms after navigation start, the page's clock). */
export interface Timed {
  url: string;
  startTime: number;
  responseEnd: number;
}

/** A long task of the page (50 ms or more): start (ms after navigation start) and duration. */
export interface LongTask {
  startTime: number;
  duration: number;
}

/**
 * Runs in the page before its own code: room for every resource timing entry, and the creation time
 * of each WebSocket (`__benchSockets`, ms after navigation start).
 */
export function recordLoad(): void {
  performance.setResourceTimingBufferSize(2000);
  const w = window as unknown as {
    __benchSockets?: number[];
    __benchLongTasks?: { startTime: number; duration: number }[];
  };
  const sockets: number[] = (w.__benchSockets = []);
  const longTasks: { startTime: number; duration: number }[] = (w.__benchLongTasks = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      longTasks.push({ startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      sockets.push(performance.now());
    }
  };
}

/** Runs in the page: the navigation and every resource entry, and the WebSocket creation times. */
export function readLoad(): {
  timed: Timed[];
  sockets: number[];
  firstPaint: number;
  longTasks: { startTime: number; duration: number }[];
} {
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  return {
    timed: entries.map((e) => ({
      url: e.name,
      startTime: e.startTime,
      responseEnd: e.responseEnd,
    })),
    sockets: (window as unknown as { __benchSockets?: number[] }).__benchSockets ?? [],
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    longTasks:
      (window as unknown as { __benchLongTasks?: { startTime: number; duration: number }[] })
        .__benchLongTasks ?? [],
  };
}
