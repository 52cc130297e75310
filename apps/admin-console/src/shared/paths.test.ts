import { pathOf } from './paths';

describe('pathOf', () => {
  it('fills the parameters of a registry route', () => {
    expect(pathOf('listGroup')).toBe('/painel/list-group');
    expect(pathOf('updateGroup', { id: 4 })).toBe('/painel/edit-group/4');
  });

  it('picks, among the paths of one name, the one with exactly the parameters given', () => {
    expect(pathOf('reason')).toBe('/painel/reason/new');
    expect(pathOf('reason', { id: 17 })).toBe('/painel/reason/new/17');
    expect(() => pathOf('listGroup', { id: 1 })).toThrow(/No route named listGroup/);
  });
});
