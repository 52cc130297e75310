import { initLocale } from '@atende/locale';
import { fireEvent, render, screen } from '@testing-library/react';
import { UiProviders } from '../providers/UiProviders';
import { ManagerLayout } from './ManagerLayout';
import { ManagerSideMenu, type ManagerMenuEntry } from './ManagerSideMenu';
import { PageFrame } from './PageFrame';

const entries: ManagerMenuEntry[] = [
  { key: 'operators', labelKey: 'common:routes.listaOperadores', path: '/painel/operadores' },
  { key: 'reports', labelKey: 'common:routes.reports', path: '/reports' },
  { key: 'quit', labelKey: 'common:menu.quit', path: '/home', action: true },
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
    // The menu's code loads on first render (the entries and Drawer are not in the kit's entry).
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByText('customer picker')).toBeTruthy();
    expect(screen.getByText('top bar')).toBeTruthy();
    fireEvent.click(screen.getByText(/reports/i));
    expect(onNavigate).toHaveBeenCalledWith(entries[1]);
  });

  it('lists links to the areas, the current one marked, and quit as a button', async () => {
    setWidth(1280);
    const onNavigate = jest.fn();
    render(
      <UiProviders>
        <ManagerSideMenu entries={entries} selectedKey="operators" onNavigate={onNavigate} />
      </UiProviders>,
    );
    const operators = await screen.findByRole('link', { name: 'Operators' });
    const reports = screen.getByRole('link', { name: 'Reports' });
    expect(operators.getAttribute('href')).toBe('/painel/operadores');
    expect(operators.getAttribute('aria-current')).toBe('page');
    expect(reports.getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Quit' })).toBeNull();
    // Whether the menu kept each click in the page (then the test stops jsdom's navigation).
    const kept: boolean[] = [];
    const record = (event: Event) => {
      kept.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    // A click with Ctrl (or Cmd, Shift, the middle button) is the browser's: a new tab or window.
    fireEvent.click(reports, { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    // A plain click stays in the page.
    fireEvent.click(reports);
    window.removeEventListener('click', record);
    expect(kept).toEqual([false, true]);
    expect(onNavigate).toHaveBeenLastCalledWith(entries[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Quit' }));
    expect(onNavigate).toHaveBeenLastCalledWith(entries[2]);
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
