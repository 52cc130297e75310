import { sessionStore } from '@atende/api-client';
import {
  loginManager,
  permissionsOf,
  renderInRemote,
  resetRemote,
  TEST_CUSTOMER,
  type Levels,
} from '@atende/api-client/testing';
import { initLocale } from '@atende/locale';
import type { MenuEntry } from '@atende/permissions';
import { Route, Routes } from '@atende/routing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UiProviders } from '../providers/UiProviders';
import { relativePattern } from './AreaRoutesView';
import { lazyPage } from './lazyPage';
import { ManagerArea, type ManagerAreaProps } from './ManagerArea';

const menu = (visible: readonly MenuEntry[]) => [
  { key: 'fluxo', path: '/fluxo', labelKey: 'common:menu.flows' },
  ...visible
    .filter((entry) => entry.area === 'dashboard')
    .map((entry) => ({ key: 'panel', path: entry.path, labelKey: 'common:menu.panel' })),
];

const FRAME = {
  menu,
  selectedKeyOf: () => 'fluxo',
  customerTestId: 'area-customer',
} satisfies Omit<ManagerAreaProps, 'remote' | 'pages'>;

function List() {
  return <p>the flow list</p>;
}

function renderArea(path: string, pages: ManagerAreaProps['pages'], levels: Levels = { Flow: 3 }) {
  return renderInRemote(
    <Routes>
      <Route
        path="/fluxo/*"
        element={<ManagerArea remote="flowDesigner" pages={pages} {...FRAME} />}
      />
      <Route path="/error404" element={<p>not found</p>} />
      <Route path="/home" element={<p>home</p>} />
    </Routes>,
    { wrapper: UiProviders, permissions: permissionsOf(levels), functionId: 3, route: path },
  );
}

beforeAll(() => {
  initLocale({ language: 'en' });
});

beforeEach(async () => {
  await resetRemote({ language: 'en' });
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

describe('ManagerArea', () => {
  it("renders the route's page in the frame: the area's entries, then quit, and the customer", async () => {
    loginManager({ Flow: 3, Painel: 2 });
    renderArea('/fluxo', { fluxo: lazyPage(async () => List) }, { Flow: 3, Painel: 2 });
    expect(await screen.findByText('the flow list')).toBeTruthy();
    const nav = await screen.findByRole('navigation');
    const labels = (await within(nav).findAllByRole('listitem')).map((item) => item.textContent);
    expect(labels).toEqual(['Flows', 'Panel', 'Quit']);
    expect(screen.getByTestId('area-customer').textContent).toBe(TEST_CUSTOMER.customer_Name);
    expect(screen.getByText('Customer')).toBeTruthy();
  });

  it('logs out and goes home on quit', async () => {
    loginManager({ Flow: 3 });
    renderArea('/fluxo', { fluxo: lazyPage(async () => List) });
    fireEvent.click(await screen.findByRole('button', { name: /Quit/ }));
    expect(await screen.findByText('home')).toBeTruthy();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('sends an unknown path, or a route without a page, to /error404', async () => {
    loginManager({ Flow: 3 });
    renderArea('/fluxo/nothing/here', { fluxo: lazyPage(async () => List) });
    expect(await screen.findByText('not found')).toBeTruthy();
  });

  it("says so when a page's code cannot be fetched, and fetches it again on Try again", async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loginManager({ Flow: 3 });
    const load = jest
      .fn<Promise<typeof List>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(List);
    renderArea('/fluxo', { fluxo: lazyPage(load) });
    const failed = 'This page could not be loaded. Check the connection and try again.';
    expect(await screen.findByText(failed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the flow list')).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    errorLog.mockRestore();
  });
});

describe('relativePattern', () => {
  it('makes a registry pattern relative to the mount', () => {
    expect(relativePattern('/painel', '/painel')).toBe('');
    expect(relativePattern('/painel', '/painel/edit-user/:id')).toBe('edit-user/:id');
    expect(relativePattern('/fluxo', '/fluxo/view/:flow')).toBe('view/:flow');
  });
});
