// Protocol-level checks with plain HTTP and a raw WebSocket (what the official client never sends).
import { upgradeStatus, useRawHubHarness } from './hubRawTestKit';

const wire = useRawHubHarness();

describe('hub protocol on the wire: negotiate', () => {
  it('requires a valid bearer token', async () => {
    await wire.start();
    const bare = await fetch(`${wire.server.url}/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(bare.status).toBe(401);
    const bad = await fetch(`${wire.server.url}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.status).toBe(401);
  });

  it('answers version 1 with a connection token, also with access_token in the query', async () => {
    await wire.start();
    const body = await wire.negotiate();
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
    const viaQuery = await fetch(
      `${wire.server.url}/negotiate?negotiateVersion=1&access_token=good-7`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: '',
      },
    );
    expect(viaQuery.status).toBe(200);
  });

  it('answers version 0 without a connection token', async () => {
    await wire.start();
    const body = await wire.negotiate('good-7', 0);
    expect(body.negotiateVersion).toBe(0);
    expect(body.connectionToken).toBeUndefined();
    expect(
      await upgradeStatus(wire.socketUrl(`id=${String(body.connectionId)}&access_token=good-7`)),
    ).toBe(101);
  });
});
