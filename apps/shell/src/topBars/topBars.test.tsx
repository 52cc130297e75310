import { agentPreferencesStore, sessionStore } from '@atende/api-client';
import { fakeApi, networkFailure, type FakeApi } from '@atende/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Empty from 'antd/es/empty';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from '@atende/routing';
import { makeUser, permissionsOf } from '../testing/fixtures';
import { renderWithProviders, resetShell } from '../testing/renderShell';
import { AgentTopBar } from './AgentTopBar';
import { LanguageSelector } from './LanguageSelector';
import { readPauseCookie } from './pauseCookie';

const PAUSE = 'POST User_Att_Pause';
let api: FakeApi;

beforeEach(async () => {
  await resetShell();
  api = fakeApi({ [PAUSE]: null });
  agentPreferencesStore.getState().reset();
  act(() => sessionStore.getState().login(makeUser(), true));
});

afterEach(() => api.restore());

function JoinText() {
  const { t } = useTranslation('shell');
  return <span>{t('MyLogin.join')}</span>;
}

async function pickLanguage(label: string) {
  const group = screen.getByRole('radiogroup', { name: /Language|Idioma/ });
  fireEvent.click(within(group).getByRole('radio', { name: label }));
  await waitFor(() =>
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: label }).checked).toBe(true),
  );
}

describe('language selector', () => {
  it('switches every text, the page language and antd’s locale, and back', async () => {
    renderWithProviders(
      <>
        <LanguageSelector />
        <JoinText />
        <Empty />
      </>,
    );
    expect(screen.getByText('Join')).toBeTruthy();
    expect(screen.getAllByText('No data').length).toBeGreaterThan(0);

    await pickLanguage('Português');
    expect(await screen.findByText('Entrar')).toBeTruthy();
    expect(screen.getAllByText('Não há dados').length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('pt');

    await pickLanguage('Español');
    expect(await screen.findByText('Ingresar')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');

    await pickLanguage('English');
    expect(await screen.findByText('Join')).toBeTruthy();
    expect(localStorage.getItem('atende.language')).toBe('en');
  });

  it('is one group of native radios: a single Tab stop, each named in full and in its own language', () => {
    renderWithProviders(<LanguageSelector />);
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.type)).toEqual(['radio', 'radio', 'radio']);
    // One name: the browser gives the group one Tab stop and moves the choice with the arrow keys.
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios.find((radio) => radio.checked)?.value).toBe('en');
    const portuguese = within(group).getByRole('radio', { name: 'Português' });
    expect(portuguese.parentElement?.querySelector('[lang="pt"]')?.textContent).toBe('PT');
    expect(within(group).getByTitle('Español')).toBeTruthy();
  });
});

describe('agent top bar', () => {
  function renderBar() {
    return renderWithProviders(
      <MemoryRouter>
        <AgentTopBar />
      </MemoryRouter>,
    );
  }

  it('greets the user and shows the shift from start_Att to end_Att', () => {
    renderBar();
    expect(screen.getByText('Hello, Alice Agent')).toBeTruthy();
    expect(screen.getByText(/08:00 – 17:00/)).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
  });

  it('shows how far into the shift the clock is as a labelled progress bar', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 23, 12, 30, 0), doNotFake: ['queueMicrotask'] });
    try {
      renderBar();
      const bar = screen.getByRole('progressbar', { name: 'Shift progress' });
      // 08:00 to 17:00, at 12:30: half of nine hours.
      expect(bar.getAttribute('aria-valuenow')).toBe('50');
      expect(bar.getAttribute('aria-valuemin')).toBe('0');
      expect(bar.getAttribute('aria-valuemax')).toBe('100');
      expect((bar.firstElementChild as HTMLElement).style.width).toBe('50%');
    } finally {
      jest.useRealTimers();
    }
  });

  // Seed 000 §2.4 "profile menu: admin panel, change password, log out"; §6 "Agents reach the admin
  // panel from the profile menu": offered when the loaded permissions open the panel (Painel 2+).
  it.each([
    [null, false],
    [1, false],
    [2, true],
  ])('offers the admin panel with Painel %p: %p', async (painel, shown) => {
    const user = makeUser({
      user_Function:
        painel === null ? [] : [{ functionality_Name: 'Painel', functionality_Level: painel }],
    });
    act(() => {
      sessionStore.getState().login(user, true);
      if (painel !== null) sessionStore.getState().setPermissions(permissionsOf(user));
    });
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    expect(await screen.findByText('Change password')).toBeTruthy();
    expect(screen.queryByText('Admin panel') !== null).toBe(shown);
  });

  it('pauses through User_Att_Pause and keeps the pause cookie', async () => {
    renderBar();
    fireEvent.click(screen.getByRole('switch', { name: 'Availability' }));
    expect(await screen.findByText('Not available')).toBeTruthy();
    expect(api.callsTo(PAUSE).map((call) => call.query)).toEqual([{ Paused: 'true' }]);
    expect(readPauseCookie()).toBe(true);
    expect(agentPreferencesStore.getState().paused).toBe(true);
  });

  it('keeps the availability when the server refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(PAUSE, networkFailure);
    renderBar();
    fireEvent.click(screen.getByRole('switch', { name: 'Availability' }));
    expect(
      await screen.findByText('The availability could not be changed. Please try again'),
    ).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
    expect(readPauseCookie()).toBe(false);
  });

  it('toggles the notification sound, on by default', async () => {
    renderBar();
    const bell = screen.getByRole('button', { name: 'Notification sound on' });
    expect(bell.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(bell);
    await waitFor(() => expect(agentPreferencesStore.getState().soundOn).toBe(false));
    expect(screen.getByRole('button', { name: 'Notification sound off' })).toBeTruthy();
  });
});
