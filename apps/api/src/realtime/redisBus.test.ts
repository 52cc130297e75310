import { randomUUID } from 'node:crypto';
import { createRedisBus, parseHubEvent } from './redisBus';
import {
  NewAttRecorder,
  buildClient,
  sampleEvent,
  startHubServer,
  type TestHubServer,
} from './hubTestKit';
import type { EventBus } from './types';
import type { HubConnection } from '@microsoft/signalr';

const redisUrl = process.env.TEST_REDIS_URL;
const requireServices = process.env.REQUIRE_SERVICES === '1';
if (!redisUrl && !requireServices) {
  console.warn('realtime/redisBus.test.ts: TEST_REDIS_URL is not set, Redis tests skipped.');
}
const describeRedis = redisUrl || requireServices ? describe : describe.skip;

function requireRedisUrl(): string {
  if (!redisUrl) throw new Error('TEST_REDIS_URL must be set when REQUIRE_SERVICES=1.');
  return redisUrl;
}

describe('parseHubEvent', () => {
  it('accepts a hub event and refuses anything else', () => {
    const event = sampleEvent();
    expect(parseHubEvent(JSON.stringify(event))).toEqual(event);
    expect(parseHubEvent('nope')).toBeNull();
    expect(parseHubEvent('null')).toBeNull();
    expect(parseHubEvent(JSON.stringify({ ...event, userIds: ['7'] }))).toBeNull();
    expect(parseHubEvent(JSON.stringify({ ...event, phone: 5 }))).toBeNull();
  });
});

describeRedis('createRedisBus', () => {
  const buses: EventBus[] = [];
  const servers: TestHubServer[] = [];
  const clients: HubConnection[] = [];
  const channel = `atende:test:${randomUUID()}`;

  async function bus(): Promise<EventBus> {
    const created = await createRedisBus(requireRedisUrl(), { channel });
    buses.push(created);
    return created;
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.stop()));
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await Promise.all(buses.splice(0).map((created) => created.close()));
  });

  it('delivers an event to the subscribers of every bus on the channel, once each', async () => {
    const a = await bus();
    const b = await bus();
    const received: string[] = [];
    const offA = a.subscribe((event) => received.push(`a:${event.phone}`));
    b.subscribe((event) => received.push(`b:${event.phone}`));
    await a.publish(sampleEvent({ phone: 'one' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received.sort()).toEqual(['a:one', 'b:one']);
    offA();
    await b.publish(sampleEvent({ phone: 'two' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received.sort()).toEqual(['a:one', 'b:one', 'b:two']);
  });

  it('closes both connections, idempotently', async () => {
    const created = await bus();
    await created.close();
    await created.close();
    await expect(created.publish(sampleEvent())).rejects.toThrow('closed');
  });

  it('fails to start against an unreachable Redis', async () => {
    await expect(createRedisBus('redis://127.0.0.1:1', { channel })).rejects.toThrow();
  });

  it('fans out between two API instances: published on A, received by a client of B', async () => {
    const busA = await bus();
    const busB = await bus();
    const serverA = await startHubServer(busA);
    const serverB = await startHubServer(busB);
    servers.push(serverA, serverB);

    const onB = buildClient(serverB.url, 'good-7');
    const onA = buildClient(serverA.url, 'good-8');
    clients.push(onB, onA);
    const eventsB = new NewAttRecorder(onB);
    const eventsA = new NewAttRecorder(onA);
    await Promise.all([onB.start(), onA.start()]);
    await onB.invoke('User_Att_Activate', 1, 7);
    await onA.invoke('User_Att_Activate', 1, 8);

    const event = sampleEvent({ customerId: 1, userIds: [7], phone: 'cross-instance' });
    await busA.publish(event);
    expect(await eventsB.next()).toEqual([event.flag, 'cross-instance', event.messages]);

    await busB.publish(sampleEvent({ customerId: 1, userIds: [8], phone: 'back-to-a' }));
    expect((await eventsA.next())[1]).toBe('back-to-a');
    expect(eventsA.queued).toBe(0);
    expect(eventsB.queued).toBe(0);
  });
});
