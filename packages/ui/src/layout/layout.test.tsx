import { initLocale } from '@atende/locale';
import { fireEvent, render, screen } from '@testing-library/react';
import { UiProviders } from '../providers/UiProviders';
import { ManagerLayout } from './ManagerLayout';
import { ManagerSideMenu, type ManagerMenuEntry } from './ManagerSideMenu';
import { PageFrame } from './PageFrame';

const entries: ManagerMenuEntry[] = [
  { key: 'operators', labelKey: 'common:routes.listaOperadores', path: '/painel/operadores' },
  { key: 'reports', labelKey: 'common:routes.reports', path: '/reports' },
];

function setWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= max,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    };
  }) as unknown as typeof window.matchMedia;
}

beforeAll(() => {
  initLocale({ language: 'en' });
});

describe('PageFrame', () => {
  it('is a column filling the height under the bars, whose content scrolls', () => {
    render(
      <PageFrame title="Operators">
        <p>content</p>
      </PageFrame>,
    );
    const frame = screen.getByTestId('page-frame');
    expect(frame.style.height).toBe('calc(100dvh - var(--atende-bars-height, 150px))');
    expect(frame.style.overflow).toBe('hidden');
    expect(screen.getByTestId('page-frame-content').style.overflow).toBe('auto');
    expect(screen.getByRole('heading', { name: 'Operators' })).toBeTruthy();
  });
});

describe('ManagerSideMenu', () => {
  it('is a navigation column on wide screens, with the customer selector slot', async () => {
    setWidth(1280);
    const onNavigate = jest.fn();
    render(
      <UiProviders>
        <ManagerLayout
          topBar={<header>top bar</header>}
          sideMenu={
            <ManagerSideMenu
              entries={entries}
              selectedKey="operators"
              onNavigate={onNavigate}
              customerSelector={<span>customer picker</span>}
            />
          }
        >
          <p>page</p>
        </ManagerLayout>
      </UiProviders>,
    );
    // The menu's code loads on first render (Menu and Drawer are not in the kit's entry).
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByText('customer picker')).toBeTruthy();
    expect(screen.getByText('top bar')).toBeTruthy();
    fireEvent.click(screen.getByText(/reports/i));
    expect(onNavigate).toHaveBeenCalledWith(entries[1]);
  });

  it('collapses into a drawer under 960 px', async () => {
    setWidth(800);
    const onNavigate = jest.fn();
    render(
      <UiProviders>
        <ManagerSideMenu entries={entries} onNavigate={onNavigate} />
      </UiProviders>,
    );
    const openMenu = await screen.findByRole('button', { name: 'Open the menu' });
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(openMenu);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    fireEvent.click(screen.getByText(/reports/i));
    expect(onNavigate).toHaveBeenCalledWith(entries[1]);
  });
});
