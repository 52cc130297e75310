import { sessionStore } from '@atende/api-client';
import { queryKeys } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ConsoleFrame,
  loginManager,
  renderConsole,
  resetConsole,
} from '../../testing/renderConsole';
import { createTestHub } from '@atende/api-client/testing';

beforeEach(async () => {
  await resetConsole();
});

async function menuLabels(): Promise<string[]> {
  const nav = await screen.findByRole('navigation');
  const items = await within(nav).findAllByRole('listitem');
  return items.map((item) => item.textContent ?? '');
}

describe('the console frame', () => {
  it('shows the side-menu entries the levels open (above 2; the panel above 1), then quit', async () => {
    loginManager({});
    renderConsole(<ConsoleFrame>page</ConsoleFrame>, {
      levels: { Painel: 2, User: 3, 'Attendence Group': 2, Campaign: 3, Reasons: 3 },
    });
    expect(await menuLabels()).toEqual(['Panel', 'Campaigns', 'Operators', 'Reasons', 'Quit']);
  });

  it('shows the customer, and quitting logs out', async () => {
    loginManager({});
    renderConsole(<ConsoleFrame>page</ConsoleFrame>, { levels: { Painel: 2 } });
    expect((await screen.findByTestId('console-customer')).textContent).toBe('Acme Telecom');
    await userEvent.click(await screen.findByRole('button', { name: /Quit/ }));
    expect(sessionStore.getState().token).toBeNull();
  });
});

let loads = 0;

/** A dashboard query of customer 1, counting its loads. */
function DashboardProbe() {
  const query = useQuery({
    queryKey: queryKeys.dashboard(1, 'probe'),
    queryFn: async () => ++loads,
  });
  return <output data-testid="loads">{query.data ?? 0}</output>;
}

describe("the console's live data", () => {
  it('activates the hub for the current customer and refetches the dashboard on DashboardChanged', async () => {
    loads = 0;
    loginManager({});
    const hub = createTestHub();
    renderConsole(
      <ConsoleFrame>
        <DashboardProbe />
      </ConsoleFrame>,
      { levels: { Painel: 2 }, hub },
    );
    await waitFor(() => expect(hub.activations).toContainEqual([1, 3]));
    // Connecting refetches once (the resync: nothing raised before it is lost); then settled.
    await waitFor(() => expect(screen.getByTestId('loads').textContent).toBe('2'));
    const before = loads;
    act(() => hub.emit('DashboardChanged', { customerId: 1 }));
    await waitFor(() => expect(loads).toBe(before + 1));
  });
});
