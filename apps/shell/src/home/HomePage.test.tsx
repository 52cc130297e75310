import { sessionStore } from '@atende/api-client';
import {
  errorAnswer,
  fakeApi,
  networkFailure,
  permissionsOf,
  type FakeApi,
} from '@atende/api-client/testing';
import { encodePassword } from '@atende/contract';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerShellRemotes } from '../federation/remotes';
import { makeUser } from '../testing/fixtures';
import { findDialog, renderShell, resetShell } from '../testing/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => {
    throw new Error('remote down');
  }),
}));

const VALIDATE = 'User_Validate';
let api: FakeApi;

/** The logins sent, as the server reads them (login and encoded password). */
const logins = () => api.callsTo(VALIDATE).map((call) => call.query);
const login = (userLogin: string, password: string) => ({
  User_Login: userLogin,
  User_Pass: encodePassword(password),
});

beforeEach(async () => {
  await resetShell();
  // GET User_Data_Perm answers the logged-in user's own permissions.
  api = fakeApi({ 'GET User_Data_Perm': () => permissionsOf(sessionStore.getState().user!) });
  (loadRemote as jest.Mock).mockClear();
  registerShellRemotes({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

/** A manager (Painel level 2) of two customers with no attendance group: lands on /painel. */
function managerOfTwoCustomers() {
  const customer = (customer_Id: number, customer_Name: string) => ({
    customer_Id,
    customer_Name,
    customer_Logo_URL: '',
    store: [],
    group_List: [],
  });
  return makeUser({
    function_Id: 2,
    user_Function: [{ functionality_Name: 'Painel', functionality_Level: 2 }],
    customer: [customer(1, 'Acme'), customer(2, 'Borealis')],
  });
}

async function openLogin() {
  fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
  return findDialog('Log in');
}

function fillIn(dialog: HTMLElement, login: string, password: string) {
  fireEvent.change(within(dialog).getByLabelText('User'), { target: { value: login } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
}

function submit(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
}

describe('preloading the landing area', () => {
  it('opening the login dialog starts loading the agent desk; a manager also gets the admin console', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerShellRemotes({
      agentDesk: 'http://localhost:3001/mf-manifest.json',
      adminConsole: 'http://localhost:3002/mf-manifest.json',
    });
    api.answer(VALIDATE, managerOfTwoCustomers());
    const { router } = renderShell('/home');
    await screen.findByRole('button', { name: 'Join' });
    expect(loadRemote).not.toHaveBeenCalled();
    const dialog = await openLogin();
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('agentDesk/Routes'));
    fillIn(dialog, 'manager', 'Atende@2026');
    submit(dialog);
    // While the customer selector is still open on /home, the manager's landing area is warming up.
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('adminConsole/Routes'));
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('login', () => {
  it('puts the focus in the user field when the login dialog opens', async () => {
    renderShell('/home');
    const dialog = await openLogin();
    const user = within(dialog).getByLabelText('User');
    await waitFor(() => expect(document.activeElement).toBe(user));
  });

  it('shows errorInLogin for empty fields, without calling the server', async () => {
    renderShell('/home');
    const dialog = await openLogin();
    submit(dialog);
    expect(await screen.findByText('Error querying username and password')).toBeTruthy();
    expect(logins()).toEqual([]);
  });

  it('shows errorInLogin on a network error', async () => {
    api.answer(VALIDATE, networkFailure);
    renderShell('/home');
    const dialog = await openLogin();
    fillIn(dialog, 'agent1', 'Atende@2026');
    submit(dialog);
    expect(await screen.findByText('Error querying username and password')).toBeTruthy();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('says to wait when the server throttles the login (429 too_many_attempts)', async () => {
    api.answer(VALIDATE, () => errorAnswer(429, 'too_many_attempts'));
    renderShell('/home');
    const dialog = await openLogin();
    fillIn(dialog, 'agent1', 'Atende@2026');
    submit(dialog);
    expect(await screen.findByText('Too many attempts. Wait a moment and try again')).toBeTruthy();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('shows incorrectCredentials for an answer without user data', async () => {
    api.answer(VALIDATE, { user_Id: 0 });
    renderShell('/home');
    const dialog = await openLogin();
    fillIn(dialog, 'agent1', 'wrong');
    submit(dialog);
    expect(await screen.findByText('User or password wrong')).toBeTruthy();
    expect(logins()).toEqual([login('agent1', 'wrong')]);
  });

  it('logs in with remember-me on by default and opens the agent screen', async () => {
    api.answer(VALIDATE, makeUser());
    const { router } = renderShell('/home');
    const dialog = await openLogin();
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked,
    ).toBe(true);
    fillIn(dialog, ' agent1 ', 'Atende@2026');
    submit(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logins()).toEqual([login('agent1', 'Atende@2026')]);
    const state = sessionStore.getState();
    expect(state.rememberMe).toBe(true);
    expect(state.currentCustomerId).toBe(1); // the only customer, selected automatically
    expect(JSON.stringify(localStorage)).not.toContain('Atende@2026');
  });

  it('offers the customer selector when the user has several customers, then lands by role', async () => {
    api.answer(VALIDATE, managerOfTwoCustomers());
    const { router } = renderShell('/home');
    const dialog = await openLogin();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    fillIn(dialog, 'sysaccount', 'Atende@2026');
    submit(dialog);
    const selector = await findDialog('Choose a customer');
    fireEvent.mouseDown(within(selector).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Borealis'));
    fireEvent.click(within(selector).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/painel/cliente'));
    expect(sessionStore.getState().currentCustomerId).toBe(2);
    expect(sessionStore.getState().rememberMe).toBe(false);
  });
});

describe('forgot password', () => {
  it('checks the e-mail and tells the user to contact the administrator', async () => {
    renderShell('/home');
    const login = await openLogin();
    fireEvent.click(within(login).getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await findDialog('Recover password');
    fireEvent.change(within(dialog).getByLabelText('E-mail'), {
      target: { value: 'not-an-email' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), {
      target: { value: 'alice@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        /contact your administrator to reset the password of alice@example.com/,
      ),
    ).toBeTruthy();
  });
});

describe('?reset', () => {
  it('asks for the login first, then opens the change-password dialog', async () => {
    api.answer(VALIDATE, makeUser());
    renderShell('/home?reset');
    const dialog = await findDialog('Log in');
    fillIn(dialog, 'agent1', 'Atende@2026');
    submit(dialog);
    expect(await findDialog('Change password')).toBeTruthy();
  });

  it('opens the change-password dialog at once for a logged-in user', async () => {
    act(() => sessionStore.getState().login(makeUser(), true));
    renderShell('/home?reset');
    expect(await findDialog('Change password')).toBeTruthy();
  });
});
