import http from 'node:http';
import { createLocalFileStore } from '../files/local-store';
import { buildTestApp } from '../files/test-support';
import { pipelineInto } from '../inbound/test-support';
import { createSimulatorChannel } from './simulator-channel';
import { registerSimulator } from './simulator-routes';
import { directory, until, useSimulatorHarness } from './simulator-test-support';

const sim = useSimulatorHarness();

describe('simulator events', () => {
  it('delivers adapter.send to a live event stream, with heartbeats, and cleans up on disconnect', async () => {
    const stream = sim.openEvents('phoneNumberId=pn-1&phone=%2B55%2011%2098888-7777');
    const other = sim.openEvents('phoneNumberId=pn-2&phone=5511988887777');
    await Promise.all([stream.opened, other.opened]);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    expect(sim.channel.listenerCount('pn-1', '5511988887777')).toBe(1);

    await sim.channel.send({
      customerId: 1,
      phoneNumberId: 'pn-1',
      to: '5511988887777',
      text: 'Olá Maria <b>!</b>',
      messageId: 42,
      payload: { type: 'text', text: 'Olá Maria <b>!</b>' },
    });
    await until(() => stream.text.includes('data: '));
    const frame = /data: (.*)\n\n/.exec(stream.text)![1]!;
    expect(JSON.parse(frame)).toEqual({
      direction: 'out',
      author: 'agent',
      text: 'Olá Maria <b>!</b>',
      at: expect.any(String),
      messageId: 42,
    });
    // A chatbot message (seed 001 §3 direction 1) is labelled as the bot's.
    await sim.channel.send({
      customerId: 1,
      phoneNumberId: 'pn-1',
      to: '5511988887777',
      text: 'Menu',
      messageId: null,
      interactionMessageId: 7,
      payload: { type: 'text', text: 'Menu' },
    });
    await until(() => stream.text.split('data: ').length === 3);
    const botFrame = stream.text.split('data: ')[2]!.split('\n\n')[0]!;
    expect(JSON.parse(botFrame)).toMatchObject({ author: 'bot', text: 'Menu', messageId: null });
    expect(other.text).not.toContain('data: ');

    await until(() => stream.text.includes(': heartbeat'));

    stream.close();
    other.close();
    await until(() => sim.channel.listenerCount() === 0);
  });

  it('refuses a stream without a valid pair and closes open streams when the app closes', async () => {
    const bad = await fetch(`${sim.base}/simulator/events?phoneNumberId=pn-1`);
    expect(bad.status).toBe(400);

    const store2 = createLocalFileStore({ dir: sim.dir, publicUrl: 'http://x', fileBase: '' });
    const ch = createSimulatorChannel();
    // As in production: close() only drops idle sockets, so the stream must be ended by the simulator.
    const app2 = buildTestApp({ forceCloseConnections: 'idle' });
    await registerSimulator(app2, {
      config: { simulatorEnabled: true, maxUploadBytes: 1000 },
      adapter: ch,
      sink: pipelineInto(async () => undefined),
      directory,
      fileStore: store2,
    });
    await app2.listen({ host: '127.0.0.1', port: 0 });
    const port = (app2.server.address() as { port: number }).port;
    await new Promise<void>((resolve) => {
      http.get(
        `http://127.0.0.1:${port}/simulator/events?phoneNumberId=pn-1&phone=5511988887777`,
        (res) => {
          res.once('data', () => resolve());
          res.resume();
        },
      );
    });
    expect(ch.listenerCount()).toBe(1);
    await app2.close();
    expect(ch.listenerCount()).toBe(0);
  });

  it('registers nothing when the simulator is disabled', async () => {
    const app3 = buildTestApp();
    await registerSimulator(app3, {
      config: { simulatorEnabled: false, maxUploadBytes: 1000 },
      adapter: createSimulatorChannel(),
      sink: pipelineInto(async () => undefined),
      directory,
      fileStore: sim.store,
    });
    await app3.listen({ host: '127.0.0.1', port: 0 });
    const port = (app3.server.address() as { port: number }).port;
    expect((await fetch(`http://127.0.0.1:${port}/simulator`)).status).toBe(404);
    await app3.close();
  });
});
