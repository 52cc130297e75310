/**
 * `HsmStatusChanged` through the hub client, with the real `@microsoft/signalr` client against the
 * minimal SignalR-speaking test server (docs/adr/0020).
 */
import { HSM_STATUS_EVENT, type HsmStatusChanged } from '@atende/contract';
import { startMiniHub, waitFor, type MiniHub } from '../testing/miniHub';
import { createHubClient, type HubClient } from './hubClient';

let hub: MiniHub;
let client: HubClient | null = null;

beforeEach(async () => {
  hub = await startMiniHub();
});
afterEach(async () => {
  await client?.stop();
  client = null;
  await hub.close();
});

it('calls onHsmStatusChanged with each row state; ignores a payload that is no object', async () => {
  const seen: HsmStatusChanged[] = [];
  client = createHubClient({
    hubUrl: hub.url,
    getToken: () => 'token-1',
    onHsmStatusChanged: (event) => seen.push(event),
    onError: () => undefined,
  });
  await client.start(10, 42);
  const payload: HsmStatusChanged = {
    customer_Id: 10,
    import_Id: '0b7c4a52-8f3e-4d8a-9a43-3c1f2e6a7b10',
    hsm_Id: 7,
    row: 3,
    state: 'failed',
    reason: 'undeliverable',
  };
  hub.send(HSM_STATUS_EVENT, null);
  hub.send(HSM_STATUS_EVENT, payload);
  await waitFor(() => seen.length === 1);
  expect(seen).toEqual([payload]);
});
