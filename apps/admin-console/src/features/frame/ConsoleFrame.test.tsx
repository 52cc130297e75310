import { sessionStore } from '@atende/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginManager, renderConsole, resetConsole } from '../../testing/renderConsole';
import { ConsoleFrame } from './ConsoleFrame';

beforeEach(async () => {
  await resetConsole();
});

async function menuLabels(): Promise<string[]> {
  const nav = await screen.findByRole('navigation');
  const items = await within(nav).findAllByRole('menuitem');
  return items.map((item) => item.textContent ?? '');
}

describe('the console frame', () => {
  it('shows the side-menu entries the levels open (above 2; the panel above 1), then quit', async () => {
    loginManager({});
    renderConsole(<ConsoleFrame>page</ConsoleFrame>, {
      levels: { Painel: 2, User: 3, 'Attendence Group': 2, Campaign: 3, Reasons: 3 },
    });
    expect(await menuLabels()).toEqual(['Panel', 'Campaigns', 'Operators', 'Reasons', 'Quit']);
  });

  it('shows the customer, and quitting logs out', async () => {
    loginManager({});
    renderConsole(<ConsoleFrame>page</ConsoleFrame>, { levels: { Painel: 2 } });
    expect((await screen.findByTestId('console-customer')).textContent).toBe('Acme Telecom');
    await userEvent.click(await screen.findByRole('menuitem', { name: /Quit/ }));
    expect(sessionStore.getState().token).toBeNull();
  });
});
