import { sampleEvent } from './hubTestKit';
import { createMemoryBus } from './memoryBus';
import { createRedisBus, parseHubEvent } from './redisBus';
import type { BusEvent, DashboardSignal } from './types';

const signal: DashboardSignal = { kind: 'dashboardChanged', customerId: 3 };

describe('dashboard signals on the bus (docs/adr/0018)', () => {
  it('the memory bus gives them to subscribeAll only; NewAtt listeners never see them', async () => {
    const bus = createMemoryBus();
    const newAtt = jest.fn();
    const all = jest.fn();
    bus.subscribe(newAtt);
    bus.subscribeAll(all);
    await bus.publish(signal);
    await bus.publish(sampleEvent());
    expect(newAtt.mock.calls).toEqual([[sampleEvent()]]);
    expect(all.mock.calls).toEqual([[signal], [sampleEvent()]]);
    await bus.close();
  });

  it('a Redis payload is read back as a signal, a malformed one is refused', () => {
    expect(parseHubEvent(JSON.stringify(signal))).toEqual(signal);
    expect(parseHubEvent(JSON.stringify({ ...signal, extra: 'x' }))).toEqual(signal);
    expect(parseHubEvent(JSON.stringify({ kind: 'dashboardChanged', customerId: '3' }))).toBeNull();
    expect(parseHubEvent(JSON.stringify({ kind: 'dashboardChanged' }))).toBeNull();
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)(
    'crosses Redis to every instance, NewAtt listeners left alone',
    async () => {
      const channel = `atende:test:dashboard:${Date.now()}`;
      const a = await createRedisBus(redisUrl!, { channel });
      const b = await createRedisBus(redisUrl!, { channel });
      try {
        const seen: BusEvent[] = [];
        const newAtt = jest.fn();
        b.subscribeAll((event) => seen.push(event));
        b.subscribe(newAtt);
        await a.publish(signal);
        const start = Date.now();
        while (seen.length === 0 && Date.now() - start < 3000)
          await new Promise((r) => setTimeout(r, 20));
        expect(seen).toEqual([signal]);
        expect(newAtt).not.toHaveBeenCalled();
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
