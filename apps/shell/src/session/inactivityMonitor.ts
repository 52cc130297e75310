/** Seed 000 §9: inactivity limit 30 minutes. */
const INACTIVITY_LIMIT_MS = 30 * 60 * 1000;

/** Seed 000 §9: checked every 2 minutes. */
export const INACTIVITY_CHECK_EVERY_MS = 2 * 60 * 1000;

/** What counts as activity. */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

/** Options of `startInactivityMonitor`. */
export interface InactivityMonitorOptions {
  /** Called once when the limit is passed and there are no active services. */
  onIdle: () => void;
  /** True while the agent has active services (then no logout). A rejection skips that check. */
  hasActiveServices: () => Promise<boolean>;
  limitMs?: number;
  checkEveryMs?: number;
  /** Where activity is listened for; default `window`. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Watches user activity and every `checkEveryMs` asks: idle for `limitMs` or more, and no active
 * services? Then `onIdle` (seed 000 §4 automatic logout). Returns the function that stops watching.
 */
export function startInactivityMonitor(options: InactivityMonitorOptions): () => void {
  const limit = options.limitMs ?? INACTIVITY_LIMIT_MS;
  const every = options.checkEveryMs ?? INACTIVITY_CHECK_EVERY_MS;
  const target = options.target ?? window;
  let lastActivity = Date.now();
  let stopped = false;
  let checking = false;

  const markActivity = () => {
    lastActivity = Date.now();
  };
  for (const event of ACTIVITY_EVENTS)
    target.addEventListener(event, markActivity, { passive: true });

  const check = async () => {
    if (stopped || checking || Date.now() - lastActivity < limit) return;
    checking = true;
    try {
      const busy = await options.hasActiveServices();
      if (!busy && !stopped && Date.now() - lastActivity >= limit) {
        stop();
        options.onIdle();
      }
    } catch (error) {
      console.warn('Inactivity check skipped: active services could not be read.', error);
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), every);

  function stop() {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, markActivity);
  }
  return stop;
}
