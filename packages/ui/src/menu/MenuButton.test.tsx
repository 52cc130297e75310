import { initLocale } from '@atende/locale';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Button from 'antd/es/button';
import { UiProviders } from '../providers/UiProviders';
import { MenuButton } from './MenuButton';

beforeAll(() => {
  initLocale({ language: 'en' });
});

function renderMenu(onChoose = jest.fn()) {
  render(
    <UiProviders>
      <MenuButton
        menu={{
          items: [
            { key: 'rename', label: 'Rename' },
            { key: 'remove', label: 'Remove' },
          ],
          onClick: ({ key }) => onChoose(key),
        }}
      >
        <Button aria-label="Actions">⋯</Button>
      </MenuButton>
    </UiProviders>,
  );
  return onChoose;
}

const trigger = () => screen.getByRole('button', { name: 'Actions' });
const visibleItem = (name: string) =>
  screen.queryAllByRole('menuitem').find((item) => item.textContent === name) ?? null;

describe('MenuButton', () => {
  it('opens on the first click, though the menu code was not there yet, and a choice closes it', async () => {
    const onChoose = renderMenu();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger());
    await waitFor(() => expect(visibleItem('Remove')).not.toBeNull());
    fireEvent.click(visibleItem('Remove')!);
    expect(onChoose).toHaveBeenCalledWith('remove');
    await waitFor(() =>
      expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).toBeNull(),
    );
  });

  it('keeps keyboard focus on the button when the menu code arrives', async () => {
    renderMenu();
    act(() => trigger().focus());
    // Focus asks for the menu's code; the loaded button replaces the plain one and takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
    await act(async () => undefined);
    expect(document.activeElement).toBe(trigger());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Actions');
    fireEvent.click(trigger());
    await waitFor(() => expect(visibleItem('Rename')).not.toBeNull());
  });
});
