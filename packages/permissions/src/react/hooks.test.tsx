/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PermissionsProvider, useAccess, usePermissions } from './index';
import { perms } from './permissions.fixture';

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
