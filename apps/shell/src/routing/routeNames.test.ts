import { pageTitleFor } from './pageTitle';
import { routeNameFor } from './routeNames';

describe('routeNameFor', () => {
  it.each([
    ['/home', 'home'],
    ['/', 'atendimento'],
    ['/error404', 'error404'],
    ['/painel', 'painelCliente'],
    ['/painel/cliente', 'painelCliente'],
    ['/painel/list-campaign', 'listCampaign'],
    ['/painel/edit-campaign/12', 'updateCampaign'],
    ['/painel/edit-user/7', 'atualizar'],
    ['/painel/templates/edit/3', 'updateMessageTemplate'],
    ['/painel/files/new/5', 'updateFile'],
    ['/painel/reason/new/0', 'reason'],
    ['/reports/update', 'update-reports'],
    ['/fluxo/view/4-Welcome-1-Hi-2026-01-01-2026-12-31-Salida-Bye', 'view-fluxo'],
    ['/fluxo/create', 'create-fluxo'],
  ])('%s is %s', (path, name) => {
    expect(routeNameFor(path)).toBe(name);
  });

  it('falls back to the area root for an unknown sub-path and knows nothing else', () => {
    expect(routeNameFor('/painel/something-new')).toBe('painelCliente');
    expect(routeNameFor('/nowhere')).toBeUndefined();
  });
});

describe('pageTitleFor', () => {
  it('is the route name in upper case with the fixed suffix', () => {
    expect(pageTitleFor('home')).toBe('HOME | Atende');
    expect(pageTitleFor('update-reports')).toBe('UPDATE-REPORTS | Atende');
  });
});
