import { HSM_SEND_INTERVAL_MS, runPaced } from './pacing';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A send that records when each item started, answering after `latencyMs`. */
function recorder(latencyMs = 0) {
  const started: Array<[string, number]> = [];
  const finished: string[] = [];
  const send = (item: string) => {
    started.push([item, Date.now()]);
    if (latencyMs === 0) {
      finished.push(item);
      return Promise.resolve();
    }
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        finished.push(item);
        resolve();
      }, latencyMs),
    );
  };
  return { started, finished, send };
}

describe('runPaced (seed 001 §9 "Bulk send delay 300 ms per message")', () => {
  it('sends in order with 300 ms between one row and the next', async () => {
    const { started, send } = recorder();
    const progress: Array<[number, number]> = [];
    const t0 = Date.now();
    const run = runPaced(['a', 'b', 'c'], send, { onProgress: (d, t) => progress.push([d, t]) });
    await jest.advanceTimersByTimeAsync(0);
    expect(started.map(([item]) => item)).toEqual(['a']);
    await jest.advanceTimersByTimeAsync(299);
    expect(started).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(started.map(([item]) => item)).toEqual(['a', 'b']);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(run).resolves.toEqual({ done: 3, cancelled: false });
    expect(started.map(([item, at]) => [item, at - t0])).toEqual([
      ['a', 0],
      ['b', HSM_SEND_INTERVAL_MS],
      ['c', 2 * HSM_SEND_INTERVAL_MS],
    ]);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('pauses after each answer: a slow request pushes the next row back', async () => {
    const { started, send } = recorder(1000);
    const t0 = Date.now();
    const run = runPaced(['a', 'b'], send);
    await jest.advanceTimersByTimeAsync(3000);
    await run;
    expect(started.map(([, at]) => at - t0)).toEqual([0, 1300]);
  });

  it('cancel during the pause stops before the next row, at once', async () => {
    const { started, send } = recorder();
    const controller = new AbortController();
    const run = runPaced(['a', 'b', 'c'], send, { signal: controller.signal });
    await jest.advanceTimersByTimeAsync(100);
    controller.abort();
    await expect(run).resolves.toEqual({ done: 1, cancelled: true });
    await jest.advanceTimersByTimeAsync(5000);
    expect(started.map(([item]) => item)).toEqual(['a']);
  });

  it('cancel while a request is in flight lets it complete, then stops', async () => {
    const { started, finished, send } = recorder(200);
    const controller = new AbortController();
    let outcome: unknown;
    void runPaced(['a', 'b', 'c'], send, { signal: controller.signal }).then((o) => (outcome = o));
    await jest.advanceTimersByTimeAsync(50);
    controller.abort();
    await jest.advanceTimersByTimeAsync(0);
    expect(outcome).toBeUndefined(); // still waiting for the request
    await jest.advanceTimersByTimeAsync(150);
    expect(finished).toEqual(['a']);
    expect(outcome).toEqual({ done: 1, cancelled: true });
    await jest.advanceTimersByTimeAsync(5000);
    expect(started.map(([item]) => item)).toEqual(['a']);
  });

  it('a failed row counts as done and the run goes on', async () => {
    const sent: string[] = [];
    const run = runPaced(['a', 'b'], async (item) => {
      sent.push(item);
      if (item === 'a') throw new Error('refused');
    });
    await jest.advanceTimersByTimeAsync(300);
    await expect(run).resolves.toEqual({ done: 2, cancelled: false });
    expect(sent).toEqual(['a', 'b']);
  });

  it('an aborted signal sends nothing', async () => {
    const { started, send } = recorder();
    const controller = new AbortController();
    controller.abort();
    await expect(runPaced(['a'], send, { signal: controller.signal })).resolves.toEqual({
      done: 0,
      cancelled: true,
    });
    expect(started).toEqual([]);
  });
});
