import type { Attendance, Campaign } from '@atende/contract';
import {
  deferredAnswer,
  errorAnswer,
  fakeApi,
  networkFailure,
  type FakeApi,
} from '@atende/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findDialog, renderDesk, resetDesk } from '../../testing/renderDesk';
import { DeskProviders } from '../../app/DeskProviders';
import { CloseDialog } from './CloseDialog';

const REASONS = 'Reason_Att';
const SUB_REASONS = 'SubReason_Att';
const COMPLETION_CODES = 'List_Att_Completion_Id';
const CAMPAIGNS = 'Campaign_List';
/** The plain close (POST User_Att_Close) and the close into a campaign's flow (integration host). */
const CLOSE = 'POST User_Att_Close';
const CLOSE_WITH_CAMPAIGN = 'Light_Ext_Change_Flow_Attendence';
let api: FakeApi;

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

const completionCodes = [
  { completion_Id: 3, completion_Description: 'Solved' },
  { completion_Id: 4, completion_Description: 'Not solved' },
];

function loadLists(campaigns: Campaign[] = [pastCampaign]) {
  api.answer(REASONS, [
    { reason_id: 1, reason_description: 'Billing' },
    { reason_id: 2, reason_description: 'Support' },
  ]);
  api.answer(SUB_REASONS, [
    { sub_reason_Id: 11, sub_reason_description: 'Late invoice', reason_id: 1 },
    { sub_reason_Id: 12, sub_reason_description: 'Wrong amount', reason_id: 1 },
    { sub_reason_Id: 21, sub_reason_description: 'No signal', reason_id: 2 },
  ]);
  api.answer(COMPLETION_CODES, completionCodes);
  api.answer(CAMPAIGNS, campaigns);
}

beforeEach(async () => {
  await resetDesk();
  api = fakeApi({ [CLOSE]: null, [CLOSE_WITH_CAMPAIGN]: null });
  loadLists();
});

afterEach(() => api.restore());

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
  await waitFor(() => expect(api.callsTo(CAMPAIGNS).length).toBeGreaterThan(0));
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
    for (const list of [REASONS, SUB_REASONS, COMPLETION_CODES, CAMPAIGNS]) {
      expect(api.callsTo(list).map((call) => call.query)).toContainEqual({ Customer_Id: '1' });
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
    expect(api.callsTo(CLOSE)).toHaveLength(0);
    expect(api.callsTo(CLOSE_WITH_CAMPAIGN)).toHaveLength(0);
  });

  it('refuses Save without a campaign (errorCampaign) and calls nothing', async () => {
    const { dialog } = await renderDialog();
    fireEvent.click(radio(dialog, 'Solved'));
    fireEvent.click(button(dialog, 'Save'));
    expect(await screen.findByText('Error: a campaign must be selected')).toBeTruthy();
    expect(api.callsTo(CLOSE)).toHaveLength(0);
    expect(api.callsTo(CLOSE_WITH_CAMPAIGN)).toHaveLength(0);
  });

  it('offers only the placeholder when no campaign is active, and closes plainly with it', async () => {
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
    expect(api.callsTo(CLOSE).map((call) => call.query)).toEqual([
      {
        Attendence_Id: '42',
        Completion_Id: '4',
        Obs_Attendence: 'Paid the invoice',
        Customer_Id: '1',
        Reason_Id: '1',
        Subreason_Id: '12',
      },
    ]);
    expect(api.callsTo(CLOSE_WITH_CAMPAIGN)).toHaveLength(0);
  });

  it('sends reason and sub-reason 0 when none was chosen', async () => {
    const { dialog, onClosed } = await renderDialog();
    fireEvent.click(radio(dialog, 'Solved'));
    await pick(dialog, 'Campaign', 'No configuring...');
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(42));
    expect(api.callsTo(CLOSE)[0]?.query).toEqual(
      expect.objectContaining({
        Completion_Id: '3',
        Reason_Id: '0',
        Subreason_Id: '0',
        Obs_Attendence: '',
      }),
    );
  });

  it("closes with an active campaign's flow_Name", async () => {
    loadLists([pastCampaign, activeCampaign]);
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
    expect(api.callsTo(CLOSE_WITH_CAMPAIGN).map((call) => call.query)).toEqual([
      {
        customer_id: '1',
        attendence_id: '42',
        completion_id: '3',
        obs_attendence: 'Offer sent',
        flow_name: 'spring-flow',
      },
    ]);
    expect(api.callsTo(CLOSE)).toHaveLength(0);
    expect(await screen.findByText('Service closed')).toBeTruthy();
  });

  it('keeps the dialog open with the input after a server error, and cannot double-submit', async () => {
    const closing = deferredAnswer();
    api.answer(CLOSE, closing.answer);
    const { dialog, onClosed } = await renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Keep me' } });
    fireEvent.click(radio(dialog, 'Solved'));
    await pick(dialog, 'Campaign', 'No configuring...');

    fireEvent.click(button(dialog, 'Save'));
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() => expect(button(dialog, 'Cancel')).toHaveProperty('disabled', true));
    expect(api.callsTo(CLOSE)).toHaveLength(1);

    await act(async () => closing.resolve(errorAnswer(409, 'conflict')));
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
    api.answer(COMPLETION_CODES, () =>
      api.callsTo(COMPLETION_CODES).length === 1 ? networkFailure() : completionCodes,
    );
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
    expect(api.callsTo(COMPLETION_CODES)).toHaveLength(2);
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
