import type { Attendance } from '@atende/contract';
import { errorAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findDialog, renderDesk, resetDesk } from '../../testing/renderDesk';
import { TransferDialog } from './TransferDialog';

const GROUPS = 'User_Att_Group_List';
const TRANSFER = 'POST User_Att_Transfer';
const groups = [
  { attendence_Group_Id: 1, attendence_Group_Name: 'Sales' },
  { attendence_Group_Id: 2, attendence_Group_Name: 'Support' },
  { attendence_Group_Id: 3, attendence_Group_Name: 'Closed desk', enable: false },
];
let api: FakeApi;

const TITLE = 'Transfer service';

const attendance: Attendance = {
  attendence_Id: 42,
  client_Id: 9,
  client_Name: 'Maria Silva',
  client_Identify: '5511999990000',
  start_Queue: '2026-03-10T12:00:00Z',
  channel_Id: 1,
};

beforeEach(async () => {
  await resetDesk();
  api = fakeApi({ [GROUPS]: groups, [TRANSFER]: null });
});

afterEach(() => api.restore());

async function renderDialog(item: Attendance = attendance) {
  const onTransferred = jest.fn();
  const onCancel = jest.fn();
  renderDesk(
    <TransferDialog
      open
      attendance={item}
      customerId={1}
      onTransferred={onTransferred}
      onCancel={onCancel}
    />,
  );
  const dialog = await findDialog(TITLE);
  await waitFor(() =>
    expect(api.callsTo(GROUPS).map((call) => call.query)).toContainEqual({ Customer_Id: '1' }),
  );
  await act(async () => undefined);
  return { dialog, onTransferred, onCancel };
}

function optionTexts(): string[] {
  return Array.from(document.querySelectorAll('.ant-select-item-option')).map(
    (element) => element.textContent ?? '',
  );
}

async function pickGroup(dialog: HTMLElement, name: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText('Group'));
  await waitFor(() => expect(optionTexts()).toContain(name));
  const item = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
    (element) => element.textContent === name,
  );
  fireEvent.click(item as HTMLElement);
}

/** A button by its text (role queries are slow on antd's DOM in jsdom). */
function button(dialog: HTMLElement, name: string): HTMLButtonElement {
  const found = within(dialog).getByText(name, { selector: 'button span' }).closest('button');
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

describe('TransferDialog', () => {
  it('offers the enabled groups and focuses the group select', async () => {
    const { dialog } = await renderDialog();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Group')),
    );
    fireEvent.mouseDown(within(dialog).getByLabelText('Group'));
    await waitFor(() => expect(optionTexts()).toEqual(['Sales', 'Support']));
  });

  it('refuses to continue without a group, with a translated error and no call', async () => {
    const { dialog } = await renderDialog();
    fireEvent.click(button(dialog, 'Transfer'));
    expect(await screen.findByText('Choose a group to transfer to.')).toBeTruthy();
    expect(within(dialog).queryByText(/Transfer Maria Silva/)).toBeNull();
    expect(api.callsTo(TRANSFER)).toHaveLength(0);
  });

  it('refuses a service without an id', async () => {
    const { dialog } = await renderDialog({ ...attendance, attendence_Id: 0 });
    await pickGroup(dialog, 'Support');
    fireEvent.click(button(dialog, 'Transfer'));
    expect(
      await screen.findByText('This service cannot be transferred: it has no valid id.'),
    ).toBeTruthy();
    expect(api.callsTo(TRANSFER)).toHaveLength(0);
  });

  it('asks for a confirmation, then transfers and shows the success snackbar', async () => {
    const { dialog, onTransferred } = await renderDialog();
    await pickGroup(dialog, 'Support');
    fireEvent.click(button(dialog, 'Transfer'));
    expect(await within(dialog).findByText('Transfer Maria Silva to Support?')).toBeTruthy();
    expect(api.callsTo(TRANSFER)).toHaveLength(0);

    fireEvent.click(button(dialog, 'Confirm'));
    await waitFor(() => expect(onTransferred).toHaveBeenCalledWith(42));
    expect(api.callsTo(TRANSFER).map((call) => call.query)).toEqual([
      { Attendence_Id: '42', Attendence_Group_Id: '2', Customer_Id: '1' },
    ]);
    expect(await screen.findByText('Transferred successfully')).toBeTruthy();
  });

  it('goes back from the confirmation without a call', async () => {
    const { dialog } = await renderDialog();
    await pickGroup(dialog, 'Sales');
    fireEvent.click(button(dialog, 'Transfer'));
    await within(dialog).findByText('Transfer Maria Silva to Sales?');
    fireEvent.click(button(dialog, 'Back'));
    expect(
      await within(dialog).findByText('Sales', { selector: '.ant-select-selection-item' }),
    ).toBeTruthy();
    expect(api.callsTo(TRANSFER)).toHaveLength(0);
  });

  it('shows the API error text on failure and stays open', async () => {
    api.answer(TRANSFER, () => errorAnswer(403, 'forbidden'));
    const { dialog, onTransferred } = await renderDialog();
    await pickGroup(dialog, 'Sales');
    fireEvent.click(button(dialog, 'Transfer'));
    fireEvent.click(await waitFor(() => button(dialog, 'Confirm')));
    expect(
      await screen.findByText('The transfer failed: You do not have permission to do this'),
    ).toBeTruthy();
    expect(onTransferred).not.toHaveBeenCalled();
    expect(await findDialog(TITLE)).toBe(dialog);
    expect(
      within(dialog).getByText('Sales', { selector: '.ant-select-selection-item' }),
    ).toBeTruthy();
  });

  it('shows a load failure with Retry', async () => {
    api.answer(GROUPS, () =>
      api.callsTo(GROUPS).length === 1 ? errorAnswer(500, 'internal') : groups,
    );
    const { dialog } = await renderDialog();
    const alert = await waitFor(() => {
      const found = dialog.querySelector<HTMLElement>('[role="alert"]');
      if (!found) throw new Error('No alert');
      return found;
    });
    expect(alert.textContent).toContain(
      'The groups could not be loaded: Something went wrong on the server. Please try again',
    );
    fireEvent.click(button(alert, 'Retry'));
    await pickGroup(dialog, 'Sales');
    expect(api.callsTo(GROUPS)).toHaveLength(2);
  });

  it('cancels with Escape', async () => {
    const { dialog, onCancel } = await renderDialog();
    fireEvent.keyDown(within(dialog).getByLabelText('Group'), { key: 'Escape', keyCode: 27 });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
