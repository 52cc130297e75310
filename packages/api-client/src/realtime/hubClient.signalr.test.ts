/**
 * The hub client with the real `@microsoft/signalr` client (default connection factory) over a real
 * loopback WebSocket, against a minimal SignalR-speaking test server (not the API's hub).
 */
import { startMiniHub, waitFor, type MiniHub } from '../testing/miniHub';
import { createHubClient, type HubClient } from './hubClient';
import type { HubState, NewAttEvent } from './types';

let hub: MiniHub;
let client: HubClient | null = null;

beforeEach(async () => {
  hub = await startMiniHub();
  // SignalR logs the simulated network drop as an error.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await client?.stop();
  client = null;
  await hub.close();
});

it('connects, activates with the token, receives NewAtt, re-activates and resyncs after a drop, and stops', async () => {
  const events: NewAttEvent[] = [];
  const states: HubState[] = [];
  const onResync = jest.fn();
  let token = 'token-1';
  client = createHubClient({
    hubUrl: hub.url,
    getToken: () => token,
    onNewAtt: (event) => events.push(event),
    onResync,
    onStateChange: (state) => states.push(state),
    onError: () => undefined,
    reconnectDelaysMs: [0, 100],
  });

  await client.start(10, 42);
  expect(client.state).toBe('connected');
  expect(hub.activations).toEqual([{ args: [10, 42], token: 'token-1' }]);

  const message = {
    message_Id: 9,
    attendence_Id: 5,
    message: 'Olá',
    message_Direction: 0,
    message_Update: '2024-05-01T12:00:00Z',
  };
  hub.send('NewAtt', 2, '+5511999990000', [message]);
  await waitFor(() => events.length === 1);
  expect(events[0]).toEqual({ flag: 2, phone: '+5511999990000', messages: [message], item: null });

  token = 'token-2';
  hub.dropAll();
  await waitFor(() => onResync.mock.calls.length === 1);
  expect(hub.activations).toEqual([
    { args: [10, 42], token: 'token-1' },
    { args: [10, 42], token: 'token-2' },
  ]);
  expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);

  await client.switchCustomer(11);
  expect(hub.activations.at(-1)?.args).toEqual([11, 42]);

  await client.stop();
  expect(client.state).toBe('disconnected');
  await waitFor(() => hub.openSockets() === 0);
});
