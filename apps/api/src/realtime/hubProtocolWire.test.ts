// Protocol-level checks with plain HTTP and a raw WebSocket (what the official client never sends).
import { HANDSHAKE, RS, useRawHubHarness } from './hubRawTestKit';
import { sampleEvent, waitFor } from './hubTestKit';

const wire = useRawHubHarness();

describe('hub protocol on the wire: JSON hub protocol', () => {
  it('handles a frame holding the handshake and several messages', async () => {
    await wire.start();
    const raw = await wire.open();
    raw.sendText(
      `${HANDSHAKE}{"type":6}${RS}{"type":1,"invocationId":"a","target":"User_Att_Activate","arguments":[1,7]}${RS}`,
    );
    expect(await raw.record(0)).toEqual({});
    expect(await raw.record(1)).toEqual({ type: 3, invocationId: 'a', result: true });
  });

  it('joins records split across frames', async () => {
    await wire.start();
    const raw = await wire.open();
    const text = `${HANDSHAKE}{"type":1,"invocationId":"b","target":"User_Att_Activate","arguments":[1,7]}${RS}`;
    for (let i = 0; i < text.length; i += 7) raw.sendText(text.slice(i, i + 7));
    expect(await raw.record(0)).toEqual({});
    expect(await raw.record(1)).toEqual({ type: 3, invocationId: 'b', result: true });
    await wire.bus.publish(sampleEvent({ phone: 'p' }));
    expect(await raw.record(2)).toEqual({
      type: 1,
      target: 'NewAtt',
      // The fourth argument: the new waiting row, null for an event that carries none (issue 21).
      arguments: [sampleEvent().flag, 'p', sampleEvent().messages, null],
    });
  });

  it('answers an unsupported protocol or version with a handshake error and closes', async () => {
    await wire.start();
    const raw = await wire.open();
    raw.sendText(`{"protocol":"messagepack","version":1}${RS}`);
    expect(await raw.record(0)).toEqual({
      error: "The protocol 'messagepack' is not supported.",
    });
    await raw.waitClosed();

    const raw2 = await wire.open();
    raw2.sendText(`{"protocol":"json","version":2}${RS}`);
    expect((await raw2.record(0)).error).toMatch(/version 2/);
    await raw2.waitClosed();
    await waitFor(() => wire.server.hub.connectionCount() === 0);
  });

  it('answers stream invocations with an error and completes nothing for fire-and-forget calls', async () => {
    await wire.start();
    const raw = await wire.openHandshaken();
    raw.sendText(
      `{"type":4,"invocationId":"s","target":"User_Att_Activate","arguments":[1,7]}${RS}`,
    );
    expect(await raw.record(1)).toEqual({
      type: 3,
      invocationId: 's',
      error: expect.stringMatching(/stream/),
    });
    raw.sendText(
      `{"type":1,"invocationId":"t","target":"User_Att_Activate","arguments":[1,7],"streamIds":["0"]}${RS}`,
    );
    expect(await raw.record(2)).toEqual({
      type: 3,
      invocationId: 't',
      error: expect.stringMatching(/stream/),
    });
    raw.sendText(`{"type":1,"target":"User_Att_Activate","arguments":[1,7]}${RS}`);
    raw.sendText(
      `{"type":5,"invocationId":"s"}${RS}{"type":1,"invocationId":"u","target":"Nope","arguments":[]}${RS}`,
    );
    expect(await raw.record(3)).toEqual({
      type: 3,
      invocationId: 'u',
      error: "Unknown hub method 'Nope'.",
    });
  });

  it('closes with an error on a broken message', async () => {
    await wire.start();
    const raw = await wire.openHandshaken();
    raw.sendText(`{not json${RS}`);
    const close = await raw.record(1);
    expect(close).toEqual({ type: 7, error: expect.stringMatching(/not valid JSON/) });
    await raw.waitClosed();
  });

  it('sends server pings', async () => {
    await wire.start({ pingIntervalMs: 30 });
    const raw = await wire.openHandshaken();
    expect(await raw.record(1)).toEqual({ type: 6 });
    expect(await raw.record(2)).toEqual({ type: 6 });
  });

  it('closes a connection that stays silent longer than clientTimeoutMs', async () => {
    await wire.start({ clientTimeoutMs: 200 });
    const raw = await wire.openHandshaken();
    const started = Date.now();
    const close = await raw.record(1);
    expect(close).toEqual({ type: 7, error: expect.stringMatching(/timeout/i) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await raw.waitClosed();
    expect(raw.closeCode).toBe(1000);
    await waitFor(() => wire.server.hub.connectionCount() === 0);
  });

  it('keeps a connection that pings within clientTimeoutMs', async () => {
    await wire.start({ clientTimeoutMs: 200 });
    const raw = await wire.openHandshaken();
    for (let i = 0; i < 6; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 80));
      raw.sendText(`{"type":6}${RS}`);
    }
    expect(raw.closed).toBe(false);
    expect(raw.records).toHaveLength(1);
  });

  it('closes the socket when the client sends a close message', async () => {
    await wire.start();
    const raw = await wire.openHandshaken();
    expect(wire.server.hub.connectionCount()).toBe(1);
    raw.sendText(`{"type":7}${RS}`);
    await raw.waitClosed();
    await waitFor(() => wire.server.hub.connectionCount() === 0);
  });

  it('gives up on a handshake that never comes', async () => {
    await wire.start({ clientTimeoutMs: 150 });
    const raw = await wire.open();
    expect(await raw.record(0)).toEqual({ error: 'Handshake was canceled.' });
    await raw.waitClosed();
  });
});
