import {
  ApiRequestError,
  closeAttendance,
  closeWithCampaign,
  listCampaigns,
  listCompletionCodes,
  listReasons,
  listSubReasons,
} from '@atende/api-client';
import type { Attendance, Campaign } from '@atende/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findDialog, renderDesk, resetDesk } from '../../testing/renderDesk';
import { DeskProviders } from '../../app/DeskProviders';
import { CloseDialog } from './CloseDialog';

jest.mock('@atende/api-client', () => ({
  ...jest.requireActual('@atende/api-client'),
  listReasons: jest.fn(),
  listSubReasons: jest.fn(),
  listCompletionCodes: jest.fn(),
  listCampaigns: jest.fn(),
  closeAttendance: jest.fn(),
  closeWithCampaign: jest.fn(),
}));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.Mock;
const listReasonsMock = mocked(listReasons);
const listSubReasonsMock = mocked(listSubReasons);
const listCompletionCodesMock = mocked(listCompletionCodes);
const listCampaignsMock = mocked(listCampaigns);
const closeAttendanceMock = mocked(closeAttendance);
const closeWithCampaignMock = mocked(closeWithCampaign);

const TITLE = 'Close service';

const attendance: Attendance = {
  attendence_Id: 42,
  client_Id: 9,
  client_Name: 'Maria Silva',
  client_Identify: '5511999990000',
  start_Queue: '2026-03-10T12:00:00Z',
  channel_Id: 1,
};

const activeCampaign: Campaign = {
  campaign_Id: 5,
  campaign_Name: 'Spring offer',
  flow_Name: 'spring-flow',
  start_DateTime: new Date(Date.now() - 86_400_000).toISOString(),
  end_DateTime: new Date(Date.now() + 86_400_000).toISOString(),
};

const pastCampaign: Campaign = {
  campaign_Id: 6,
  campaign_Name: 'Old offer',
  flow_Name: 'old-flow',
  start_DateTime: '2020-01-01T00:00:00Z',
  end_DateTime: '2020-02-01T00:00:00Z',
};

function loadLists(campaigns: Campaign[] = [pastCampaign]) {
  listReasonsMock.mockResolvedValue([
    { reason_id: 1, reason_description: 'Billing' },
    { reason_id: 2, reason_description: 'Support' },
  ]);
  listSubReasonsMock.mockResolvedValue([
    { sub_reason_Id: 11, sub_reason_description: 'Late invoice', reason_id: 1 },
    { sub_reason_Id: 12, sub_reason_description: 'Wrong amount', reason_id: 1 },
    { sub_reason_Id: 21, sub_reason_description: 'No signal', reason_id: 2 },
  ]);
  listCompletionCodesMock.mockResolvedValue([
    { completion_Id: 3, completion_Description: 'Solved' },
    { completion_Id: 4, completion_Description: 'Not solved' },
  ]);
  listCampaignsMock.mockResolvedValue(campaigns);
}

beforeEach(async () => {
  await resetDesk();
  jest.clearAllMocks();
  loadLists();
});

async function renderDialog(
  props: { attendance?: Attendance | null; statusesLoad?: boolean } = {},
) {
  const onClosed = jest.fn();
  const onCancel = jest.fn();
  const view = renderDesk(
    <CloseDialog
      open
      attendance={props.attendance === undefined ? attendance : props.attendance}
      customerId={1}
      onClosed={onClosed}
      onCancel={onCancel}
    />,
  );
  const dialog = await findDialog(TITLE);
  await waitFor(() => expect(listCampaignsMock).toHaveBeenCalled());
  // The form's code and its lists arrive separately; under load the statuses can come last.
  if (props.statusesLoad !== false) await within(dialog).findByLabelText('Solved');
  await act(async () => undefined);
  return { dialog, onClosed, onCancel, ...view };
}

/** Opens an antd Select by its label and picks the option with this text. */
async function pick(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const item = await waitFor(() => {
    const found = Array.from(
      document.querySelectorAll<HTMLElement>('.ant-select-item-option'),
    ).find((element) => element.textContent === option);
    if (!found) throw new Error(`No option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

function optionTexts(): string[] {
  return Array.from(document.querySelectorAll('.ant-select-item-option')).map(
    (element) => element.textContent ?? '',
  );
}

/** A button by its text (role queries are slow on antd's DOM in jsdom). */
function button(dialog: HTMLElement, name: string): HTMLButtonElement {
  const found = within(dialog).getByText(name, { selector: 'button span' }).closest('button');
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

function radio(dialog: HTMLElement, name: string): HTMLInputElement {
  return within(dialog).getByLabelText(name) as HTMLInputElement;
}

describe('CloseDialog', () => {
  it('loads the lists of the customer and focuses the comment', async () => {
    const { dialog } = await renderDialog();
    for (const list of [listReasonsMock, listSubReasonsMock, listCompletionCodesMock]) {
      expect(list).toHaveBeenCalledWith(1, expect.anything());
    }
    expect(radio(dialog, 'Solved')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Comment'));
  });

  it('shows the sub-reason only after a reason is chosen, filtered by that reason', async () => {
    const { dialog } = await renderDialog();
    expect(within(dialog).queryByLabelText('Sub-reason')).toBeNull();

    await pick(dialog, 'Reason', 'Support');
    fireEvent.mouseDown(within(dialog).getByLabelText('Sub-reason'));
    await waitFor(() => expect(optionTexts()).toContain('No signal'));
    expect(optionTexts()).not.toContain('Late invoice');
    expect(optionTexts()).not.toContain('Wrong amount');
  });

  it('resets the sub-reason when the reason changes', async () => {
    const { dialog } = await renderDialog();
    await pick(dialog, 'Reason', 'Billing');
    await pick(dialog, 'Sub-reason', 'Late invoice');
    expect(
      within(dialog).getByText('Late invoice', { selector: '.ant-select-selection-item' }),
    ).toBeTruthy();
    await pick(dialog, 'Reason', 'Support');
    expect(
      within(dialog).queryByText('Late invoice', { selector: '.ant-select-selection-item' }),
    ).toBeNull();
  });

  it('refuses Save without a completion status (errorClosingServices) and calls nothing', async () => {
    const { dialog } = await renderDialog();
    await pick(dialog, 'Campaign', 'No configuring...');
    fireEvent.click(button(dialog, 'Save'));
    expect(
      await screen.findByText('Error closing the service: a completion status must be selected'),
    ).toBeTruthy();
    expect(closeAttendanceMock).not.toHaveBeenCalled();
    expect(closeWithCampaignMock).not.toHaveBeenCalled();
  });

  it('refuses Save without a campaign (errorCampaign) and calls nothing', async () => {
    const { dialog } = await renderDialog();
    fireEvent.click(radio(dialog, 'Solved'));
    fireEvent.click(button(dialog, 'Save'));
    expect(await screen.findByText('Error: a campaign must be selected')).toBeTruthy();
    expect(closeAttendanceMock).not.toHaveBeenCalled();
    expect(closeWithCampaignMock).not.toHaveBeenCalled();
  });

  it('offers only the placeholder when no campaign is active, and closes plainly with it', async () => {
    closeAttendanceMock.mockResolvedValue(null);
    const { dialog, onClosed } = await renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Comment'), {
      target: { value: '  Paid the invoice  ' },
    });
    await pick(dialog, 'Reason', 'Billing');
    await pick(dialog, 'Sub-reason', 'Wrong amount');
    fireEvent.click(radio(dialog, 'Not solved'));
    fireEvent.mouseDown(within(dialog).getByLabelText('Campaign'));
    await waitFor(() => expect(optionTexts()).toContain('No configuring...'));
    expect(optionTexts()).not.toContain('Old offer');
    await pick(dialog, 'Campaign', 'No configuring...');

    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(42));
    expect(closeAttendanceMock).toHaveBeenCalledTimes(1);
    expect(closeAttendanceMock).toHaveBeenCalledWith({
      attendanceId: 42,
      completionId: 4,
      observation: 'Paid the invoice',
      customerId: 1,
      reasonId: 1,
      subReasonId: 12,
    });
    expect(closeWithCampaignMock).not.toHaveBeenCalled();
  });

  it('sends reason and sub-reason 0 when none was chosen', async () => {
    closeAttendanceMock.mockResolvedValue(null);
    const { dialog, onClosed } = await renderDialog();
    fireEvent.click(radio(dialog, 'Solved'));
    await pick(dialog, 'Campaign', 'No configuring...');
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(42));
    expect(closeAttendanceMock).toHaveBeenCalledWith(
      expect.objectContaining({ completionId: 3, reasonId: 0, subReasonId: 0, observation: '' }),
    );
  });

  it("closes with an active campaign's flow_Name", async () => {
    loadLists([pastCampaign, activeCampaign]);
    closeWithCampaignMock.mockResolvedValue(null);
    const { dialog, onClosed } = await renderDialog();
    fireEvent.mouseDown(within(dialog).getByLabelText('Campaign'));
    await waitFor(() => expect(optionTexts()).toContain('Spring offer'));
    expect(optionTexts()).not.toContain('No configuring...');
    expect(optionTexts()).not.toContain('Old offer');
    await pick(dialog, 'Campaign', 'Spring offer');
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Offer sent' } });
    fireEvent.click(radio(dialog, 'Solved'));

    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(42));
    expect(closeWithCampaignMock).toHaveBeenCalledWith({
      customerId: 1,
      attendanceId: 42,
      completionId: 3,
      observation: 'Offer sent',
      flowName: 'spring-flow',
    });
    expect(closeAttendanceMock).not.toHaveBeenCalled();
    expect(await screen.findByText('Service closed')).toBeTruthy();
  });

  it('keeps the dialog open with the input after a server error, and cannot double-submit', async () => {
    let fail: (error: unknown) => void = () => undefined;
    closeAttendanceMock.mockReturnValue(
      new Promise((_resolve, reject) => {
        fail = reject;
      }),
    );
    const { dialog, onClosed } = await renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Keep me' } });
    fireEvent.click(radio(dialog, 'Solved'));
    await pick(dialog, 'Campaign', 'No configuring...');

    fireEvent.click(button(dialog, 'Save'));
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() => expect(button(dialog, 'Cancel')).toHaveProperty('disabled', true));
    expect(closeAttendanceMock).toHaveBeenCalledTimes(1);

    await act(async () => fail(new ApiRequestError(409, 'conflict', 'Conflict')));
    expect(
      await screen.findByText(
        'The service could not be closed: This conflicts with the current data. Reload and try again',
      ),
    ).toBeTruthy();
    expect(onClosed).not.toHaveBeenCalled();
    expect(await findDialog(TITLE)).toBe(dialog);
    expect(within(dialog).getByLabelText('Comment')).toHaveProperty('value', 'Keep me');
    expect(radio(dialog, 'Solved')).toHaveProperty('checked', true);
  });

  it('shows a load failure and loads again on Retry', async () => {
    listCompletionCodesMock.mockRejectedValueOnce(new ApiRequestError(0, 'network', 'offline'));
    const { dialog } = await renderDialog({ statusesLoad: false });
    const alert = await waitFor(() => {
      const found = dialog.querySelector<HTMLElement>('[role="alert"]');
      if (!found) throw new Error('No alert');
      return found;
    });
    expect(alert.textContent).toContain(
      'The closing options could not be loaded: The server could not be reached. Check the connection and try again',
    );
    fireEvent.click(button(alert, 'Retry'));
    expect(await within(dialog).findByLabelText('Solved')).toBeTruthy();
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
    expect(listCompletionCodesMock).toHaveBeenCalledTimes(2);
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const { dialog, onCancel } = await renderDialog();
    fireEvent.click(button(dialog, 'Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(within(dialog).getByLabelText('Comment'), { key: 'Escape', keyCode: 27 });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('toggles the satisfaction faces without sending them', async () => {
    const { dialog } = await renderDialog();
    const good = within(dialog).getByLabelText('Satisfied');
    expect(good.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(good);
    expect(good.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByLabelText('Unsatisfied'));
    expect(good.getAttribute('aria-pressed')).toBe('false');
  });

  it('starts empty when opened for another attendance', async () => {
    const { dialog, rerender } = await renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'For Maria' } });
    rerender(
      <DeskProviders>
        <CloseDialog
          open
          attendance={{ ...attendance, attendence_Id: 43, client_Name: 'João' }}
          customerId={1}
          onClosed={jest.fn()}
          onCancel={jest.fn()}
        />
      </DeskProviders>,
    );
    const again = await findDialog(TITLE);
    expect(await within(again).findByText('Client: João')).toBeTruthy();
    expect(within(again).getByLabelText('Comment')).toHaveProperty('value', '');
  });
});
