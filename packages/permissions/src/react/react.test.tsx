/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PermissionsObject } from '../types';
import { AGENT_PERMISSION_WAIT_MS } from '../wait';
import {
  PermissionsProvider,
  RequireAccess,
  useAccess,
  usePermissions,
  useReadOnly,
} from './index';

const perms = (entries: Record<string, number>): PermissionsObject => ({
  customer: [{ customer_Id: 1 }],
  user_Function: Object.entries(entries).map(([functionality_Name, functionality_Level]) => ({
    functionality_Name,
    functionality_Level,
  })),
  report: [],
  channel: [],
});

function ReadOnlyProbe() {
  return <span data-testid="probe">{useReadOnly() ? 'read-only' : 'editable'}</span>;
}

describe('usePermissions', () => {
  it('throws outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePermissions())).toThrow(/PermissionsProvider/);
    jest.restoreAllMocks();
  });

  it('binds the rules to the current user', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PermissionsProvider permissions={perms({ User: 3, Flow: 2, Painel: 2 })} functionId={1}>
        {children}
      </PermissionsProvider>
    );
    const { result } = renderHook(() => usePermissions(), { wrapper });
    expect(result.current.loaded).toBe(true);
    expect(result.current.levelOf('User')).toBe(3);
    expect(result.current.accessFor('operators')).toBe('edit');
    expect(result.current.accessFor('flows')).toBe('read-only');
    expect(result.current.accessFor('hsm')).toBe('redirect');
    expect(result.current.canSeeMenuEntry('operators')).toBe(true);
    expect(result.current.canSeeMenuEntry('flows')).toBe(false);
    expect(result.current.canSeeMenuEntry('dashboard')).toBe(true);
    // Seed 001 §6: role management only for function_Id 1.
    expect(result.current.canManageRoles).toBe(true);
    expect(result.current.canManageReports).toBe(true);
  });

  it('is not loaded and denies everything while permissions are missing', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PermissionsProvider permissions={null} functionId={3}>
        {children}
      </PermissionsProvider>
    );
    const { result } = renderHook(() => usePermissions(), { wrapper });
    expect(result.current.loaded).toBe(false);
    expect(result.current.entries).toEqual([]);
    expect(result.current.canManageRoles).toBe(false);
  });
});

describe('useAccess', () => {
  const accessAt = (level: number | null) => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PermissionsProvider permissions={level === null ? null : perms({ Template: level })}>
        {children}
      </PermissionsProvider>
    );
    return renderHook(() => useAccess('templates'), { wrapper }).result.current;
  };

  // Seed 001 §6 Templates: level 2 or more; at exactly 2 buttons disabled.
  it.each([
    [null, 'pending'],
    [1, 'redirect'],
    [2, 'read-only'],
    [3, 'edit'],
  ])('level %p -> %s', (level, expected) => {
    expect(accessAt(level)).toBe(expected);
  });
});

describe('RequireAccess', () => {
  const guard = (level: number | null, onRedirect = jest.fn()) => {
    const view = render(
      <PermissionsProvider permissions={level === null ? null : perms({ Campaign: level })}>
        <RequireAccess area="campaigns" onRedirect={onRedirect} pending="loading" denied="denied">
          <ReadOnlyProbe />
        </RequireAccess>
      </PermissionsProvider>,
    );
    return { view, onRedirect };
  };

  it('shows the pending element while permissions are missing', () => {
    const { onRedirect } = guard(null);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(onRedirect).not.toHaveBeenCalled();
  });

  // Seed 000 §6: "Screens for attendance, operators, campaigns, flows and reports redirect to painelCliente
  // when the level is below 2."
  it('calls onRedirect with painelCliente below level 2', () => {
    const { onRedirect } = guard(1);
    expect(onRedirect).toHaveBeenCalledTimes(1);
    expect(onRedirect).toHaveBeenCalledWith('painelCliente');
    expect(screen.queryByTestId('probe')).toBeNull();
    expect(screen.getByText('denied')).toBeTruthy();
  });

  // Seed 000 §6: "At level exactly 2, edit, new and group-change buttons ... are disabled (read-only)."
  it('renders the screen read-only at exactly level 2', () => {
    const { onRedirect } = guard(2);
    expect(screen.getByTestId('probe').textContent).toBe('read-only');
    expect(onRedirect).not.toHaveBeenCalled();
  });

  // Seed 000 §6: "Level 3 and above allows editing."
  it('renders the screen editable at level 3', () => {
    guard(3);
    expect(screen.getByTestId('probe').textContent).toBe('editable');
  });

  it('passes the read-only flag to a render function', () => {
    render(
      <PermissionsProvider permissions={perms({ Flow: 2 })}>
        <RequireAccess area="flows">{(readOnly) => (readOnly ? 'ro' : 'rw')}</RequireAccess>
      </PermissionsProvider>,
    );
    expect(screen.getByText('ro')).toBeTruthy();
  });

  it('does not redirect again on re-render with a new callback', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(
      <PermissionsProvider permissions={perms({ Campaign: 0 })}>
        <RequireAccess area="campaigns" onRedirect={first} />
      </PermissionsProvider>,
    );
    rerender(
      <PermissionsProvider permissions={perms({ Campaign: 0 })}>
        <RequireAccess area="campaigns" onRedirect={second} />
      </PermissionsProvider>,
    );
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  // Seed 001 §6 Dashboard: shown only above level 1; it is the fallback, so it hides instead of redirecting.
  it('hides the dashboard below level 2 without redirecting', () => {
    const onRedirect = jest.fn();
    render(
      <PermissionsProvider permissions={perms({ Painel: 1 })}>
        <RequireAccess area="dashboard" onRedirect={onRedirect} denied="nothing to show">
          <ReadOnlyProbe />
        </RequireAccess>
      </PermissionsProvider>,
    );
    expect(screen.getByText('nothing to show')).toBeTruthy();
    expect(onRedirect).not.toHaveBeenCalled();
  });
});

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
