import { sessionStore } from '@atende/api-client';
import { fakeApi, type FakeApi } from '@atende/api-client/testing';
import { queryKeys } from '@atende/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeUser } from '../testing/fixtures';
import { renderWithProviders, resetShell } from '../testing/renderShell';
import { WaitingBell } from './WaitingBell';

const COUNT = 'User_Att_Waitting_Count';
let api: FakeApi;

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
  api = fakeApi();
  act(() => sessionStore.getState().login(makeUser(), true));
});

afterEach(() => api.restore());

describe('the manager bell', () => {
  it("shows the live number of clients waiting in the current customer, not the spec's fixed 6", async () => {
    api.answer(COUNT, { count: 2, oldest_Waitting_Start: null });
    renderWithProviders(
      <>
        <WaitingBell />
        <Invalidator />
      </>,
    );
    expect(await screen.findByRole('status', { name: 'Clients waiting: 2' })).toBeTruthy();
    expect(api.callsTo(COUNT).map((call) => call.query)).toEqual([
      { Customer_Id: String(sessionStore.getState().currentCustomerId) },
    ]);
    // The console's DashboardChanged handling invalidates the customer's dashboard key.
    api.answer(COUNT, { count: 5, oldest_Waitting_Start: null });
    fireEvent.click(screen.getByRole('button', { name: 'invalidate' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Clients waiting: 5' })).toBeTruthy(),
    );
  });
});
