import { sessionStore } from '@atende/api-client';
import { errorAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import { encodePassword } from '@atende/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser } from '../testing/fixtures';
import { findDialog, renderWithProviders, resetShell } from '../testing/renderShell';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** The password change of seed 000 §9 (PUT User_Data_Perm with both passwords encoded). */
const CHANGE = 'PUT User_Data_Perm';
let api: FakeApi;

beforeEach(async () => {
  await resetShell();
  api = fakeApi({ [CHANGE]: { user_Id: 7, function_Id: 7, token: 't' } });
  act(() => sessionStore.getState().login(makeUser({ pass_Expired: true }), true));
});

afterEach(() => api.restore());

/** The one change sent: the user's record with the old and the new password encoded. */
function expectChangeSent(oldPassword: string, newPassword: string) {
  expect(api.callsTo(CHANGE).map((call) => call.body)).toEqual([
    expect.objectContaining({
      user_Login: 'agent1',
      old_Pass: encodePassword(oldPassword),
      user_Pass: encodePassword(newPassword),
    }),
  ]);
}

function field(dialog: HTMLElement, label: string) {
  return within(dialog).getByLabelText(label);
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(field(dialog, label), { target: { value } });
}

async function renderDialog(props: { forced?: boolean } = {}) {
  const onDone = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(
    <ChangePasswordDialog
      open
      forced={props.forced ?? false}
      onDone={onDone}
      onCancel={onCancel}
    />,
  );
  const dialog = await findDialog('Change password');
  return { dialog, onDone, onCancel };
}

describe('ChangePasswordDialog', () => {
  it('lists the missing kinds and the minimum length while typing', async () => {
    const { dialog } = await renderDialog();
    type(dialog, 'New password', 'abc');
    expect(
      await within(dialog).findByText('The password must have at least 8 characters'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'The password must contain: a capital letter, a digit, a special character (! | @ # $ % ^ & * ( ) - _)',
      ),
    ).toBeTruthy();
    type(dialog, 'New password', 'Abcdefgh1');
    expect(
      await within(dialog).findByText(
        'The password must contain: a special character (! | @ # $ % ^ & * ( ) - _)',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText('The password must have at least 8 characters')).toBeNull();
  });

  it('takes accented capitals and counts characters outside the BMP once (the contract rule)', async () => {
    const { dialog } = await renderDialog();
    type(dialog, 'New password', 'Ab1!😀😀');
    expect(
      await within(dialog).findByText('The password must have at least 8 characters'),
    ).toBeTruthy();
    type(dialog, 'Old password', 'Atende@2026');
    type(dialog, 'New password', 'Éxito#2026');
    type(dialog, 'Repeat the new password', 'Éxito#2026');
    fireEvent.click(within(dialog).getByText('Save').closest('button') as HTMLElement);
    await waitFor(() => expectChangeSent('Atende@2026', 'Éxito#2026'));
    expect(within(dialog).queryByText(/The password must/)).toBeNull();
  });

  it('refuses a repeat that differs', async () => {
    const { dialog } = await renderDialog();
    type(dialog, 'Old password', 'Atende@2026');
    type(dialog, 'New password', 'Better@2027');
    type(dialog, 'Repeat the new password', 'Better@2028');
    expect(await within(dialog).findByText('The passwords are different')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Save').closest('button') as HTMLElement);
    await act(async () => undefined);
    expect(api.calls).toHaveLength(0);
  });

  it('sends the old password for the server to check and shows its wrong_password answer', async () => {
    api.answer(CHANGE, () => errorAnswer(400, 'wrong_password', 'old_Pass'));
    const { dialog, onDone } = await renderDialog();
    type(dialog, 'Old password', 'Wrong@2026');
    type(dialog, 'New password', 'Better@2027');
    type(dialog, 'Repeat the new password', 'Better@2027');
    fireEvent.click(within(dialog).getByText('Save').closest('button') as HTMLElement);
    expect(await within(dialog).findByText('The old password is wrong')).toBeTruthy();
    expectChangeSent('Wrong@2026', 'Better@2027');
    // the server checks the old password: no login call, nothing stored
    expect(api.callsTo('User_Validate')).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
    expect(sessionStore.getState().user?.pass_Expired).toBe(true);
  });

  it('shows the throttling text when the server asks to wait', async () => {
    api.answer(CHANGE, () => errorAnswer(429, 'too_many_attempts'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog, onDone } = await renderDialog();
    type(dialog, 'Old password', 'Wrong@2026');
    type(dialog, 'New password', 'Better@2027');
    type(dialog, 'Repeat the new password', 'Better@2027');
    fireEvent.click(within(dialog).getByText('Save').closest('button') as HTMLElement);
    expect(await screen.findByText('Too many attempts. Wait a moment and try again')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('changes the password, keeps the session with the new token and clears pass_Expired', async () => {
    api.answer(CHANGE, { user_Id: 7, function_Id: 7, token: 'token-after-change' });
    const { dialog, onDone } = await renderDialog({ forced: true });
    type(dialog, 'Old password', 'Atende@2026');
    type(dialog, 'New password', 'Better@2027');
    type(dialog, 'Repeat the new password', 'Better@2027');
    fireEvent.click(within(dialog).getByText('Save').closest('button') as HTMLElement);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expectChangeSent('Atende@2026', 'Better@2027');
    expect(sessionStore.getState().user?.pass_Expired).toBe(false);
    expect(sessionStore.getState().token).toBe('token-after-change');
    expect(JSON.stringify(sessionStore.getState())).not.toMatch(/Better@2027|Atende@2026/);
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
  });

  it('cannot be dismissed when forced', async () => {
    const { dialog, onCancel } = await renderDialog({ forced: true });
    expect(
      within(dialog).getByText('Your password has expired. Please choose a new one.'),
    ).toBeTruthy();
    expect(dialog.querySelector('.ant-modal-close')).toBeNull();
    const cancel = within(dialog).getByText('Cancel').closest('button') as HTMLElement;
    expect(cancel.style.display).toBe('none');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
