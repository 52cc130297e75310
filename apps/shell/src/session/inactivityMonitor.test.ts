import { INACTIVITY_CHECK_EVERY_MS, startInactivityMonitor } from './inactivityMonitor';

const MINUTE = 60 * 1000;

async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('startInactivityMonitor', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks every 2 minutes and logs out after 30 idle minutes without active services', async () => {
    const onIdle = jest.fn();
    const hasActiveServices = jest.fn(async () => false);
    const stop = startInactivityMonitor({ onIdle, hasActiveServices });
    expect(INACTIVITY_CHECK_EVERY_MS).toBe(2 * MINUTE);
    await advance(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    expect(hasActiveServices).not.toHaveBeenCalled(); // nothing to ask before the limit
    await advance(1 * MINUTE); // 30 min: the check at minute 30 fires
    expect(hasActiveServices).toHaveBeenCalledTimes(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    await advance(10 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1); // stopped after logging out
    stop();
  });

  it('restarts the count on activity', async () => {
    const onIdle = jest.fn();
    const stop = startInactivityMonitor({ onIdle, hasActiveServices: async () => false });
    await advance(20 * MINUTE);
    window.dispatchEvent(new Event('keydown'));
    await advance(20 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    await advance(12 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never logs out while the agent has active services', async () => {
    const onIdle = jest.fn();
    const hasActiveServices = jest.fn(async () => true);
    const stop = startInactivityMonitor({ onIdle, hasActiveServices });
    await advance(60 * MINUTE);
    expect(hasActiveServices).toHaveBeenCalled();
    expect(onIdle).not.toHaveBeenCalled();
    stop();
  });

  it('skips a check whose service list cannot be read and tries again 2 minutes later', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onIdle = jest.fn();
    const hasActiveServices = jest
      .fn<Promise<boolean>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(false);
    const stop = startInactivityMonitor({ onIdle, hasActiveServices });
    await advance(30 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    await advance(2 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
    warn.mockRestore();
  });

  it('stops listening when stopped', async () => {
    const onIdle = jest.fn();
    const stop = startInactivityMonitor({ onIdle, hasActiveServices: async () => false });
    stop();
    await advance(60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
