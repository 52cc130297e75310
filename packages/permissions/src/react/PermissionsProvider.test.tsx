/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import type { PermissionsObject } from '../types';
import { AGENT_PERMISSION_WAIT_MS } from '../wait';
import { PermissionsProvider, RequireAccess, useAccess } from './index';
import { perms } from './permissions.fixture';

describe('PermissionsProvider with a loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // Seed 000 §4: "If missing, screens wait about 1 second (1.5 seconds on the agent screen) and retry."
  it('retries the loader every retryMs until permissions appear', async () => {
    let current: PermissionsObject | null = null;
    const load = jest.fn(() => current);
    render(
      <PermissionsProvider load={load} retryMs={AGENT_PERMISSION_WAIT_MS}>
        <RequireAccess area="attendance" pending="waiting">
          <span>agent screen</span>
        </RequireAccess>
      </PermissionsProvider>,
    );
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1499));
    expect(load).toHaveBeenCalledTimes(1);
    current = perms({ Attendence: 2 });
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('agent screen')).toBeTruthy();
  });

  it('stops retrying when unmounted', async () => {
    const load = jest.fn(() => null);
    const { unmount } = render(<PermissionsProvider load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failing loader through onError', async () => {
    const onError = jest.fn();
    render(
      <PermissionsProvider
        load={() => {
          throw new Error('offline');
        }}
        onError={onError}
      />,
    );
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
  });

  it('prefers the permissions prop over the loader', async () => {
    const load = jest.fn(() => perms({ Flow: 3 }));
    const { result } = renderHook(() => useAccess('flows'), {
      wrapper: ({ children }) => (
        <PermissionsProvider permissions={perms({ Flow: 2 })} load={load}>
          {children}
        </PermissionsProvider>
      ),
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current).toBe('read-only');
    expect(load).not.toHaveBeenCalled();
  });
});
