import { getWaitingCount, sessionStore } from '@atende/api-client';
import { queryKeys } from '@atende/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeUser } from '../testing/fixtures';
import { renderWithProviders, resetShell } from '../testing/renderShell';
import { WaitingBell } from './WaitingBell';

jest.mock('@atende/api-client', () => ({
  ...jest.requireActual('@atende/api-client'),
  getWaitingCount: jest.fn(),
}));

const getWaitingCountMock = getWaitingCount as jest.MockedFunction<typeof getWaitingCount>;

/** What the console does on the hub's DashboardChanged: invalidates the customer's dashboard key. */
function Invalidator() {
  const client = useQueryClient();
  return (
    <button
      type="button"
      onClick={() => void client.invalidateQueries({ queryKey: queryKeys.dashboard(1) })}
    >
      invalidate
    </button>
  );
}

beforeEach(async () => {
  await resetShell();
  getWaitingCountMock.mockReset();
  act(() => sessionStore.getState().login(makeUser(), true));
});

describe('the manager bell', () => {
  it("shows the live number of clients waiting in the current customer, not the spec's fixed 6", async () => {
    getWaitingCountMock.mockResolvedValueOnce({ count: 2, oldest_Waitting_Start: null });
    renderWithProviders(
      <>
        <WaitingBell />
        <Invalidator />
      </>,
    );
    expect(await screen.findByRole('status', { name: 'Clients waiting: 2' })).toBeTruthy();
    expect(getWaitingCountMock).toHaveBeenCalledWith(
      sessionStore.getState().currentCustomerId,
      expect.anything(),
    );
    // The console's DashboardChanged handling invalidates the customer's dashboard key.
    getWaitingCountMock.mockResolvedValueOnce({ count: 5, oldest_Waitting_Start: null });
    fireEvent.click(screen.getByRole('button', { name: 'invalidate' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Clients waiting: 5' })).toBeTruthy(),
    );
  });
});
