import { AGENT_PERMISSION_WAIT_MS, PERMISSION_WAIT_MS, waitForPermissions } from './wait';

// Seed 000 §4: "permissions are loaded at start. If missing, screens wait about 1 second (1.5 seconds on the
// agent screen) and retry." Seed 000 §9 / seed 001 §9: "Permission wait 1 s (1.5 s on the agent screen)".
describe('waitForPermissions', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the waits of the specifications', () => {
    expect(PERMISSION_WAIT_MS).toBe(1000);
    expect(AGENT_PERMISSION_WAIT_MS).toBe(1500);
  });

  it('resolves at once when permissions are present', async () => {
    const load = jest.fn(() => ({ ok: true }));
    await expect(waitForPermissions(load)).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries every second by default until the value appears', async () => {
    let value: string | null = null;
    const load = jest.fn(() => value);
    const result = waitForPermissions(load);
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    value = 'loaded';
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits 1.5 s on the agent screen', async () => {
    const load = jest.fn<unknown, []>(() => undefined);
    void waitForPermissions(load, { retryMs: AGENT_PERMISSION_WAIT_MS, maxAttempts: 3 }).catch(
      () => undefined,
    );
    await jest.advanceTimersByTimeAsync(1499);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('accepts async loaders', async () => {
    const values = [null, undefined, 42];
    const result = waitForPermissions(async () => values.shift(), { retryMs: 10 });
    await jest.advanceTimersByTimeAsync(20);
    await expect(result).resolves.toBe(42);
  });

  it('gives up after maxAttempts', async () => {
    const result = waitForPermissions(() => null, { retryMs: 100, maxAttempts: 2 });
    const assertion = expect(result).rejects.toThrow('Permissions still missing after 2 attempts');
    await jest.advanceTimersByTimeAsync(100);
    await assertion;
  });

  it('stops with the loader error', async () => {
    await expect(
      waitForPermissions(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const load = jest.fn(() => null);
    const result = waitForPermissions(load, { signal: controller.signal });
    const assertion = expect(result).rejects.toBeDefined();
    await jest.advanceTimersByTimeAsync(500);
    controller.abort();
    await assertion;
    await jest.advanceTimersByTimeAsync(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
