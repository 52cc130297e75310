/** Waits so that at most `rate` sends per second leave each key (a token bucket per key). */
export interface TokenBuckets {
  /** Resolves when a send for `key` may go, at `rate` per second with bursts up to `rate`. */
  take(key: string, rate: number): Promise<void>;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Token buckets in memory, one per key (a business number), filled at its rate. */
export function createTokenBuckets(
  now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): TokenBuckets {
  const buckets = new Map<string, Bucket>();
  return {
    async take(key, rawRate) {
      const rate = Number.isFinite(rawRate) && rawRate > 0 ? rawRate : 1;
      for (;;) {
        const t = now();
        const bucket = buckets.get(key) ?? { tokens: rate, at: t };
        bucket.tokens = Math.min(rate, bucket.tokens + ((t - bucket.at) / 1000) * rate);
        bucket.at = t;
        buckets.set(key, bucket);
        if (bucket.tokens >= 1) {
          bucket.tokens -= 1;
          return;
        }
        await sleep(Math.ceil(((1 - bucket.tokens) / rate) * 1000));
      }
    },
  };
}
