// Protocol-level checks with plain HTTP and a raw WebSocket (what the official client never sends).
import { WebSocketServer } from 'ws';
import { RawHubClient, upgradeStatus, useRawHubHarness } from './hubRawTestKit';

const wire = useRawHubHarness();

describe('hub protocol on the wire: upgrade', () => {
  it('accepts the negotiated token once, for the user who negotiated', async () => {
    await wire.start();
    const { connectionToken } = await wire.negotiate('good-7');
    expect(
      await upgradeStatus(wire.socketUrl(`id=${String(connectionToken)}&access_token=good-8`)),
    ).toBe(401);
    // The failed attempt used the token up.
    expect(
      await upgradeStatus(wire.socketUrl(`id=${String(connectionToken)}&access_token=good-7`)),
    ).toBe(401);

    const second = await wire.negotiate('good-7');
    expect(
      await upgradeStatus(
        wire.socketUrl(`id=${String(second.connectionToken)}&access_token=good-7`),
      ),
    ).toBe(101);
    expect(
      await upgradeStatus(
        wire.socketUrl(`id=${String(second.connectionToken)}&access_token=good-7`),
      ),
    ).toBe(401);
  });

  it('takes the token from the Authorization header too (what the Node client sends)', async () => {
    await wire.start();
    const { connectionToken } = await wire.negotiate('good-7');
    const url = wire.socketUrl(`id=${String(connectionToken)}`);
    expect(await upgradeStatus(url, { authorization: 'Bearer good-7' })).toBe(101);
  });

  it('rejects a missing or bad token and unknown or expired connection tokens', async () => {
    await wire.start({ connectionTokenTtlMs: 100 });
    expect(await upgradeStatus(wire.socketUrl(''))).toBe(401);
    expect(await upgradeStatus(wire.socketUrl('access_token=bad'))).toBe(401);
    expect(await upgradeStatus(wire.socketUrl('id=unknown&access_token=good-7'))).toBe(401);
    const { connectionToken } = await wire.negotiate('good-7');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(
      await upgradeStatus(wire.socketUrl(`id=${String(connectionToken)}&access_token=good-7`)),
    ).toBe(401);
    expect(wire.server.hub.connectionCount()).toBe(0);
  });

  it('leaves upgrades on other paths to other handlers', async () => {
    const other = new WebSocketServer({ noServer: true });
    other.on('connection', (ws) => ws.on('message', (data) => ws.send(`echo:${String(data)}`)));
    await wire.start({}, (app) => {
      app.server.on('upgrade', (request, socket, head) => {
        if (request.url?.startsWith('/other')) {
          other.handleUpgrade(request, socket, head, (ws) => other.emit('connection', ws, request));
        }
      });
      app.addHook('onClose', async () => {
        for (const client of other.clients) client.terminate();
        other.close();
      });
    });
    const echo = await RawHubClient.open(`${wire.server.wsOrigin}/other`);
    wire.raws.push(echo);
    const reply = new Promise<string>((resolve) =>
      echo.ws.once('message', (data) => resolve(String(data))),
    );
    echo.sendText('hi');
    expect(await reply).toBe('echo:hi');
    expect(await upgradeStatus(wire.socketUrl('access_token=good-7'))).toBe(101);
  });
});
