/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { PermissionsProvider, RequireAccess } from './index';
import { perms, ReadOnlyProbe } from './permissions.fixture';

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
