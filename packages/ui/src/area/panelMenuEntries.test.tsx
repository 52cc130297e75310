import type { MenuEntry } from '@atende/permissions';
import { panelMenuEntries } from './panelMenuEntries';

describe('panelMenuEntries', () => {
  it('gives the panel entry when the levels show the dashboard, at its path', () => {
    const visible = [
      { area: 'dashboard', path: '/painel/cliente' },
      { area: 'flows', path: '/fluxo' },
    ] as unknown as MenuEntry[];
    expect(panelMenuEntries(visible)).toEqual([
      expect.objectContaining({
        key: 'panel',
        path: '/painel/cliente',
        labelKey: 'common:menu.panel',
      }),
    ]);
  });

  it('gives nothing without the dashboard', () => {
    expect(panelMenuEntries([{ area: 'flows', path: '/fluxo' }] as unknown as MenuEntry[])).toEqual(
      [],
    );
  });
});
