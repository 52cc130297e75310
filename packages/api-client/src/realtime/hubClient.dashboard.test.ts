/**
 * `DashboardChanged` through the hub client, with the real `@microsoft/signalr` client against the
 * minimal SignalR-speaking test server (docs/adr/0018).
 */
import { DASHBOARD_CHANGED_EVENT } from '@atende/contract';
import { startMiniHub, waitFor, type MiniHub } from '../testing/miniHub';
import { createHubClient, type HubClient } from './hubClient';
import type { DashboardChangedEvent, NewAttEvent } from './types';

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

it('calls onDashboardChanged with the customer, and onNewAtt for NewAtt as before', async () => {
  const dashboard: DashboardChangedEvent[] = [];
  const newAtt: NewAttEvent[] = [];
  client = createHubClient({
    hubUrl: hub.url,
    getToken: () => 'token-1',
    onNewAtt: (event) => newAtt.push(event),
    onDashboardChanged: (event) => dashboard.push(event),
    onError: () => undefined,
  });
  await client.start(10, 42);
  hub.send(DASHBOARD_CHANGED_EVENT, { customerId: 10 });
  hub.send('NewAtt', 1, '+5511999990000', []);
  await waitFor(() => dashboard.length === 1 && newAtt.length === 1);
  expect(dashboard).toEqual([{ customerId: 10 }]);
  expect(newAtt[0]).toMatchObject({ flag: 1, phone: '+5511999990000' });
});

it('a console connection needs no NewAtt handler', async () => {
  const dashboard: DashboardChangedEvent[] = [];
  client = createHubClient({
    hubUrl: hub.url,
    getToken: () => 'token-1',
    onDashboardChanged: (event) => dashboard.push(event),
    onError: () => undefined,
  });
  await client.start(7, 42);
  hub.send('NewAtt', 1, '+5511999990000', []);
  hub.send(DASHBOARD_CHANGED_EVENT, {});
  await waitFor(() => dashboard.length === 1);
  // A payload without the customer means the activated one.
  expect(dashboard).toEqual([{ customerId: 7 }]);
});
