import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** A CPU profile being recorded (stop writes it). */
export interface ProfileRecording {
  stop(): Promise<void>;
}

const NOTHING: ProfileRecording = { stop: async () => undefined };

/**
 * Opt-in: with `BENCH_PROFILE_DIR` set, records the page's main thread with V8's sampling profiler
 * (CDP `Profiler`, 0.1 ms interval) until `stop`, which writes `<dir>/<name>.cpuprofile` (open it in
 * Chrome DevTools' Performance panel). Without it, does nothing: the timings stay unprofiled.
 */
export async function startProfile(page: Page, name: string): Promise<ProfileRecording> {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return NOTHING;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return {
    async stop() {
      const { profile } = await cdp.send('Profiler.stop');
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
      await cdp.detach();
    },
  };
}
