import { entryOfPath, flowMenuEntries } from './menuEntries';

describe("the flow area's own side menu (seed 000 §2.5)", () => {
  it('offers the list and a new flow, and the admin panel only when the levels show it (the kit adds quit)', () => {
    expect(flowMenuEntries([]).map((e) => [e.key, e.path])).toEqual([
      ['fluxo', '/fluxo'],
      ['create-fluxo', '/fluxo/create'],
    ]);
    const withPanel = flowMenuEntries([
      { area: 'dashboard', routeName: 'painelCliente', path: '/painel/cliente' },
      { area: 'flows', routeName: 'fluxo', path: '/fluxo' },
    ]);
    expect(withPanel.map((e) => e.key)).toEqual(['fluxo', 'create-fluxo', 'panel']);
    expect(withPanel[2]?.path).toBe('/painel/cliente');
  });

  it('marks the list for the list and the editor, the new flow for the form', () => {
    expect(entryOfPath('/fluxo')).toBe('fluxo');
    expect(entryOfPath('/fluxo/view/1-a-1-b-c--d-e')).toBe('fluxo');
    expect(entryOfPath('/fluxo/create')).toBe('create-fluxo');
  });
});
