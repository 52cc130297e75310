import { randomUUID } from 'node:crypto';
import { createLoginThrottle, DEFAULT_LOGIN_THROTTLE, delayAfter } from './loginThrottle';

describe('delayAfter', () => {
  it('lets the free failures pass, then doubles from the first delay up to the cap', () => {
    const settings = { ...DEFAULT_LOGIN_THROTTLE, firstDelaySeconds: 1, maxDelaySeconds: 10 };
    expect([1, 2, 3, 4].map((n) => delayAfter(n, 5, settings))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 50].map((n) => delayAfter(n, 5, settings))).toEqual([
      1, 2, 4, 8, 10, 10,
    ]);
  });
});

describe('createLoginThrottle (memory)', () => {
  it('blocks a login after its free failures, case-insensitively, and a success clears it', async () => {
    const throttle = createLoginThrottle({ settings: { loginFreeFailures: 2 } });
    expect(await throttle.retryAfter('ana', '10.0.0.1')).toBe(0);
    await throttle.failed('ana', '10.0.0.1');
    expect(await throttle.retryAfter('ana', '10.0.0.1')).toBe(0);
    await throttle.failed('Ana ', '10.0.0.2');
    expect(await throttle.retryAfter(' ANA', '10.0.0.3')).toBe(1);
    expect(await throttle.retryAfter('bruno', '10.0.0.1')).toBe(0);
    await throttle.succeeded('ana');
    expect(await throttle.retryAfter('ana', '10.0.0.1')).toBe(0);
    await throttle.close();
  });

  it('blocks an address after its free failures, whatever the login', async () => {
    const throttle = createLoginThrottle({ settings: { addressFreeFailures: 3 } });
    for (const login of ['a', 'b', 'c']) await throttle.failed(login, '10.0.0.9');
    expect(await throttle.retryAfter('d', '10.0.0.9')).toBe(1);
    expect(await throttle.retryAfter('d', '10.0.0.8')).toBe(0);
    await throttle.succeeded('d'); // a success does not clear the address
    expect(await throttle.retryAfter('d', '10.0.0.9')).toBe(1);
    await throttle.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.REQUIRE_SERVICES === '1' && !redisUrl) {
  throw new Error(
    'REQUIRE_SERVICES=1 but TEST_REDIS_URL is not set: the Redis throttle cannot run.',
  );
}

(redisUrl ? describe : describe.skip)('createLoginThrottle (Redis, two instances)', () => {
  it('shares the counts between instances', async () => {
    const a = createLoginThrottle({ redisUrl, settings: { loginFreeFailures: 2 } });
    const b = createLoginThrottle({ redisUrl, settings: { loginFreeFailures: 2 } });
    const login = `user-${randomUUID()}`;
    const address = `test-${randomUUID()}`;
    try {
      await a.failed(login, address);
      await b.failed(login, address);
      expect(await a.retryAfter(login, address)).toBeGreaterThanOrEqual(1);
      expect(await b.retryAfter(login, address)).toBeGreaterThanOrEqual(1);
      await a.succeeded(login);
      expect(await b.retryAfter(login, address)).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
