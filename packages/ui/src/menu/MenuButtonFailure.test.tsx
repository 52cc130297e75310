import { initLocale } from '@atende/locale';
import { fireEvent, render, screen } from '@testing-library/react';
import Button from 'antd/es/button';
import { UiProviders } from '../providers/UiProviders';
import { MenuButton } from './MenuButton';

beforeAll(() => {
  initLocale({ language: 'en' });
});

// The menu's code cannot be fetched (the network dropped).
jest.mock('antd/es/dropdown', () => {
  throw new Error('ChunkLoadError: Loading chunk failed');
});

it('says in words that the menu could not be loaded when a click asked for it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <UiProviders>
      <MenuButton menu={{ items: [{ key: 'a', label: 'Rename' }] }}>
        <Button aria-label="Actions">⋯</Button>
      </MenuButton>
    </UiProviders>,
  );
  const trigger = screen.getByRole('button', { name: 'Actions' });
  // A prefetch on hover that fails says nothing: the user asked for nothing yet.
  fireEvent.pointerEnter(trigger);
  fireEvent.click(trigger);
  expect(
    await screen.findByText('The menu could not be loaded. Check the connection and try again'),
  ).toBeTruthy();
  expect(screen.getAllByText(/The menu could not be loaded/)).toHaveLength(1);
  expect(screen.queryByRole('menuitem')).toBeNull();
});
