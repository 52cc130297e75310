import type { Attendance } from '@atende/contract';
import { errorAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findDialog, renderDesk, resetDesk } from '../../testing/renderDesk';
import { EditClientDialog } from './EditClientDialog';

/** The rename of seed 000 §7 (GET /User_Att_Details/Client_Update). */
const UPDATE = 'GET User_Att_Details/Client_Update';
let api: FakeApi;

const TITLE = 'Edit client';

const attendance: Attendance = {
  attendence_Id: 42,
  client_Id: 9,
  client_Name: 'Maria',
  client_Identify: '5511999990000',
  start_Queue: '2026-03-10T12:00:00Z',
  channel_Id: 1,
};

beforeEach(async () => {
  await resetDesk();
  api = fakeApi({ [UPDATE]: null });
});

afterEach(() => api.restore());

async function renderDialog() {
  const onSaved = jest.fn();
  const onCancel = jest.fn();
  renderDesk(
    <EditClientDialog
      open
      attendance={attendance}
      customerId={1}
      onSaved={onSaved}
      onCancel={onCancel}
    />,
  );
  const dialog = await findDialog(TITLE);
  // The form's code loads on first opening (ADR 0016).
  const name = (await within(dialog).findByLabelText('Name')) as HTMLInputElement;
  const phone = within(dialog).getByLabelText('Phone') as HTMLInputElement;
  return { dialog, name, phone, onSaved, onCancel };
}

function saveButton(dialog: HTMLElement): HTMLButtonElement {
  return within(dialog).getByText('Save', { selector: 'button span' }).closest('button')!;
}

describe('EditClientDialog', () => {
  it('shows the name to edit (focused) and the phone read-only', async () => {
    const { name, phone } = await renderDialog();
    expect(name.value).toBe('Maria');
    expect(phone.value).toBe('5511999990000');
    expect(phone.readOnly).toBe(true);
    expect(name.readOnly).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('saves the trimmed name with the client ids, then shows snackTextSuccess', async () => {
    const { dialog, name, onSaved } = await renderDialog();
    fireEvent.change(name, { target: { value: '  Maria Souza  ' } });
    fireEvent.click(saveButton(dialog));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Maria Souza'));
    expect(api.callsTo(UPDATE).map((call) => call.query)).toEqual([
      {
        Customer_Id: '1',
        Client_Identify: '5511999990000',
        Client_Name: 'Maria Souza',
        Client_Id: '9',
      },
    ]);
    expect(await screen.findByText('Client updated successfully')).toBeTruthy();
  });

  it('submits with Enter in the name field', async () => {
    const { name, onSaved } = await renderDialog();
    fireEvent.change(name, { target: { value: 'Ana' } });
    fireEvent.keyDown(name, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Ana'));
    expect(api.callsTo(UPDATE)).toHaveLength(1);
  });

  it('shows snackTextError on failure and stays open with the input', async () => {
    api.answer(UPDATE, () => errorAnswer(500, 'internal'));
    const { dialog, name, onSaved } = await renderDialog();
    fireEvent.change(name, { target: { value: 'Maria Souza' } });
    fireEvent.click(saveButton(dialog));
    expect(await screen.findByText('The client could not be updated')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(await findDialog(TITLE)).toBe(dialog);
    expect(name.value).toBe('Maria Souza');
  });

  it('refuses a blank name without a call', async () => {
    const { dialog, name } = await renderDialog();
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(saveButton(dialog));
    expect(await within(dialog).findByText('Enter the client name.')).toBeTruthy();
    await act(async () => undefined);
    expect(api.calls).toHaveLength(0);
  });

  it('cancels with Escape', async () => {
    const { name, onCancel } = await renderDialog();
    fireEvent.keyDown(name, { key: 'Escape', keyCode: 27 });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
