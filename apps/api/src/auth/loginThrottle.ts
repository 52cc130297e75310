import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';

/** How failed logins are counted and delayed (docs/adr/0010). */
export interface LoginThrottleSettings {
  /** Failures are counted over this window, in seconds (a success clears the login's count). */
  windowSeconds: number;
  /** Failures of one login before delays start: this one and each later one block the login for a growing delay. */
  loginFreeFailures: number;
  /** The same for one client address (failures of any login). */
  addressFreeFailures: number;
  /** The first delay, in seconds; it doubles with every further failure. */
  firstDelaySeconds: number;
  /** The longest delay, in seconds. */
  maxDelaySeconds: number;
}

/** Defaults: 5 failures per login, 20 per address in an hour, then 1 s, 2 s, 4 s, ... up to 15 minutes. */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = {
  windowSeconds: 3600,
  loginFreeFailures: 5,
  addressFreeFailures: 20,
  firstDelaySeconds: 1,
  maxDelaySeconds: 900,
};

/** Throttles login attempts per login and per client address. */
export interface LoginThrottle {
  /** Seconds until the login or the address may try again; 0 when it may try now. */
  retryAfter(login: string, address: string): Promise<number>;
  /** Records a failed attempt (wrong password, unknown login); may start or lengthen a delay. */
  failed(login: string, address: string): Promise<void>;
  /** A successful login clears the login's failures and delay (not the address's). */
  succeeded(login: string): Promise<void>;
  close(): Promise<void>;
}

/** The delay after the n-th failure: none up to `free`, then first, 2x first, 4x first, ... capped. */
export function delayAfter(
  failures: number,
  free: number,
  settings: LoginThrottleSettings,
): number {
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, 30);
  return Math.min(settings.firstDelaySeconds * 2 ** doublings, settings.maxDelaySeconds);
}

const loginKey = (login: string) => `login:${login.trim().toLowerCase()}`;
const addressKey = (address: string) => `addr:${address}`;

/**
 * Creates the throttle on rate-limiter-flexible: Redis (shared by every API instance, with an in-memory
 * insurance limiter while Redis is unreachable) when `redisUrl` is set, memory otherwise.
 */
export function createLoginThrottle(
  options: { redisUrl?: string; settings?: Partial<LoginThrottleSettings> } = {},
): LoginThrottle {
  const settings = { ...DEFAULT_LOGIN_THROTTLE, ...options.settings };
  let redis: Redis | null = null;
  const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `atende:${keyPrefix}`,
      points,
      duration,
      insuranceLimiter: memory,
    });
  };
  if (options.redisUrl) {
    // Commands wait for the connection (at start) but give up fast when Redis is down: the insurance
    // limiter then counts in memory until Redis answers again.
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
    redis.on('error', () => undefined); // the insurance limiter covers an unreachable Redis
  }
  /** Failures per key over the window (never "exhausted": the count only feeds the delay). */
  const failures = limiter('login_fail', Number.MAX_SAFE_INTEGER, settings.windowSeconds);
  /** Keys waiting out a delay (set with `block`). */
  const blocks = limiter('login_block', 1, 1);

  const blockedFor = (res: RateLimiterRes | null) =>
    res && res.consumedPoints > 1 ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;

  const fail = async (key: string, free: number) => {
    const res = await failures.penalty(key, 1);
    const delay = delayAfter(res.consumedPoints, free, settings);
    if (delay > 0) await blocks.block(key, delay);
  };

  return {
    async retryAfter(login, address) {
      const [byLogin, byAddress] = await Promise.all([
        blocks.get(loginKey(login)),
        blocks.get(addressKey(address)),
      ]);
      return Math.max(blockedFor(byLogin), blockedFor(byAddress));
    },
    async failed(login, address) {
      await Promise.all([
        fail(loginKey(login), settings.loginFreeFailures),
        fail(addressKey(address), settings.addressFreeFailures),
      ]);
    },
    async succeeded(login) {
      await Promise.all([failures.delete(loginKey(login)), blocks.delete(loginKey(login))]);
    },
    async close() {
      if (!redis) return;
      const client = redis;
      redis = null;
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
