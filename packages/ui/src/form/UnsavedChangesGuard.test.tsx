import { initLocale } from '@atende/locale';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@atende/routing';
import { UiProviders } from '../providers/UiProviders';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

beforeAll(() => {
  initLocale({ language: 'en' });
});

function renderGuard(onLeave: () => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/work',
        element: (
          <UnsavedChangesGuard
            dirty
            texts={{ title: 'Stop the run?', leave: 'Stop and go', stay: 'Keep running' }}
            onLeave={onLeave}
          />
        ),
      },
      { path: '/elsewhere', element: <p>elsewhere page</p> },
    ],
    { initialEntries: ['/work'] },
  );
  render(
    <UiProviders>
      <RouterProvider router={router} />
    </UiProviders>,
  );
  return router;
}

describe('UnsavedChangesGuard', () => {
  it("asks in the page's own words; staying keeps the page, leaving runs onLeave first", async () => {
    const onLeave = jest.fn();
    const router = renderGuard(onLeave);
    // The guard's code loads lazily: once it is here, the tab asks too.
    await waitFor(() => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      expect(unload.defaultPrevented).toBe(true);
    });
    // and the router's blocker is registered on the next commit.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    act(() => void router.navigate('/elsewhere'));
    expect((await screen.findAllByText('Stop the run?')).length).toBeGreaterThan(0);
    // The texts left out are the kit's own.
    expect(
      screen.getAllByText('Your changes have not been saved. Leave and lose them?').length,
    ).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Keep running' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/work'));
    expect(onLeave).not.toHaveBeenCalled();

    act(() => void router.navigate('/elsewhere'));
    const leave = await screen.findAllByRole('button', { name: 'Stop and go' });
    fireEvent.click(leave.at(-1)!);
    expect(await screen.findByText('elsewhere page')).toBeTruthy();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
