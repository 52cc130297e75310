import type { HistoryEntry } from '@atende/contract';
import {
  deferredAnswer,
  errorAnswer,
  fakeApi,
  type FakeApi,
  type FakeCall,
} from '@atende/api-client/testing';
import { act, fireEvent, within } from '@testing-library/react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { findDialog, renderDesk, resetDesk } from '../../testing/renderDesk';
import { narrowScreenQuery } from '@atende/ui';
import { makeMessages } from '../messages/testMessages';
import { HistoryDialog } from './HistoryDialog';

dayjs.extend(utc);
dayjs.extend(localizedFormat);

const HISTORY = 'History_Att';
const MESSAGES = 'User_Att_Messages_List';

const TITLE = 'History of Bia <b>Souza</b>';

function entry(id: number, patch: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    attendence_Id: id,
    completion_Description: `Solved ${id}`,
    start_DateTime: `2024-05-0${id}T12:00:00`,
    end_DateTime: `2024-05-0${id}T12:30:00`,
    ...patch,
  };
}

function local(utcTime: string): string {
  return dayjs.utc(utcTime).local().format('L LT');
}

let api: FakeApi;

/** The messages answer of the service whose id the call names. */
const threadOf = (byId: Record<number, unknown>) => (call: FakeCall) =>
  byId[Number(call.query.Attendence_Id)] ?? [];

function renderDialog(patch: { open?: boolean; onClose?: () => void } = {}) {
  const onClose = patch.onClose ?? jest.fn();
  const view = renderDesk(
    <HistoryDialog
      open={patch.open ?? true}
      customerId={1}
      clientId={77}
      clientName="Bia <b>Souza</b>"
      onClose={onClose}
    />,
  );
  return { ...view, onClose };
}

const realMatchMedia = window.matchMedia;

function setNarrow(narrow: boolean): void {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: narrow && query === narrowScreenQuery(),
    media: query,
  })) as typeof window.matchMedia;
}

describe('HistoryDialog', () => {
  beforeEach(async () => {
    await resetDesk();
    api = fakeApi();
    window.matchMedia = realMatchMedia;
  });

  afterEach(() => api.restore());

  afterAll(() => {
    window.matchMedia = realMatchMedia;
  });

  it("loads the client's past services and shows each with description, local start and end", async () => {
    api.answer(HISTORY, [
      entry(1),
      entry(3, { completion_Description: '', end_DateTime: null as unknown as string }),
      entry(2),
    ]);
    renderDialog();
    const dialog = await findDialog(TITLE);
    const [call] = api.callsTo(HISTORY);
    expect(call?.query).toEqual({ Customer_Id: '1', Client_Id: '77' });
    expect(call?.signal).toBeInstanceOf(AbortSignal);

    const items = await within(dialog).findAllByTestId('history-entry');
    // Newest first.
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'No completion description',
      'Solved 2',
      'Solved 1',
    ]);
    expect(within(items[0]!).getByText('Not recorded')).toBeTruthy();
    const second = items[1]!;
    expect(within(second).getByText(local('2024-05-02T12:00:00'))).toBeTruthy();
    expect(within(second).getByText(local('2024-05-02T12:30:00'))).toBeTruthy();
    expect(
      within(second).getByRole('button', {
        name: `View the messages of the service started ${local('2024-05-02T12:00:00')}`,
      }),
    ).toBeTruthy();
    expect(within(dialog).getByText('Choose a past service to see its messages.')).toBeTruthy();
    expect(api.callsTo(MESSAGES)).toHaveLength(0);
  });

  it('opens the thread of the chosen service', async () => {
    api.answer(HISTORY, [entry(1), entry(2)]);
    api.answer(MESSAGES, threadOf({ 2: makeMessages(40, 2) }));
    renderDialog();
    const dialog = await findDialog(TITLE);
    const [first] = await within(dialog).findAllByRole('button', { name: /View the messages/ });
    fireEvent.click(first!);

    expect(api.callsTo(MESSAGES).map((call) => call.query)).toEqual([
      { Customer_Id: '1', Attendence_Id: '2' },
    ]);
    const log = await within(dialog).findByRole('log', {
      name: `Messages of the service started ${local('2024-05-02T12:00:00')}`,
    });
    expect(await within(log).findByText('Message 40')).toBeTruthy();
    expect(first!.getAttribute('aria-pressed')).toBe('true');
  });

  it('aborts the previous thread request when another service is chosen', async () => {
    api.answer(HISTORY, [entry(1), entry(2)]);
    const slow = deferredAnswer();
    const fromService1 = [
      {
        message_Id: 9,
        attendence_Id: 1,
        message: 'From service 1',
        message_Direction: 1,
        message_Update: '2024-05-01T12:01:00',
      },
    ];
    api.answer(MESSAGES, (call: FakeCall) =>
      call.query.Attendence_Id === '2' ? slow.answer(call) : fromService1,
    );
    renderDialog();
    const dialog = await findDialog(TITLE);
    const [newer, older] = await within(dialog).findAllByRole('button', {
      name: /View the messages/,
    });
    fireEvent.click(newer!);
    const firstSignal = api.callsTo(MESSAGES)[0]!.signal!;
    expect(firstSignal.aborted).toBe(false);

    fireEvent.click(older!);
    expect(firstSignal.aborted).toBe(true);
    expect(await within(dialog).findByText('From service 1')).toBeTruthy();
    // The late answer of the first request is not shown.
    await act(async () => slow.resolve(makeMessages(3, 2)));
    expect(api.callsTo(MESSAGES)).toHaveLength(2);
    expect(within(dialog).queryByText('Message 3')).toBeNull();
  });

  it('shows that a service has no messages', async () => {
    api.answer(HISTORY, [entry(1)]);
    api.answer(MESSAGES, []);
    renderDialog();
    const dialog = await findDialog(TITLE);
    fireEvent.click(await within(dialog).findByRole('button', { name: /View the messages/ }));
    expect(await within(dialog).findByText('This service has no messages.')).toBeTruthy();
  });

  it('shows the empty state when the client has no past services', async () => {
    api.answer(HISTORY, []);
    renderDialog();
    const dialog = await findDialog(TITLE);
    expect(await within(dialog).findByText('No past services')).toBeTruthy();
  });

  it('shows the loading state, then the error with the API error text, and retries', async () => {
    const first = deferredAnswer();
    api.answer(HISTORY, (call: FakeCall) =>
      api.callsTo(HISTORY).length === 1 ? first.answer(call) : [entry(1)],
    );
    renderDialog();
    const dialog = await findDialog(TITLE);
    expect(within(dialog).getByText('Loading past services…')).toBeTruthy();

    await act(async () => first.resolve(errorAnswer(403, 'forbidden')));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('The past services could not be loaded.')).toBeTruthy();
    expect(within(alert).getByText('You do not have permission to do this')).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Solved 1')).toBeTruthy();
    expect(api.callsTo(HISTORY)).toHaveLength(2);
  });

  it('shows a thread error with the API error text', async () => {
    api.answer(HISTORY, [entry(1)]);
    api.answer(MESSAGES, () => errorAnswer(500, 'internal'));
    renderDialog();
    const dialog = await findDialog(TITLE);
    fireEvent.click(await within(dialog).findByRole('button', { name: /View the messages/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('The messages could not be loaded.')).toBeTruthy();
    expect(
      within(alert).getByText('Something went wrong on the server. Please try again'),
    ).toBeTruthy();
  });

  it('shows the client name as text, not markup', async () => {
    api.answer(HISTORY, []);
    renderDialog();
    const dialog = await findDialog(TITLE);
    expect(dialog.querySelector('b')).toBeNull();
  });

  it('closes with Escape and with the close button, aborting the request in flight', async () => {
    api.answer(HISTORY, deferredAnswer().answer);
    const { onClose, rerender } = renderDialog();
    const dialog = await findDialog(TITLE);
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    const signal = api.callsTo(HISTORY)[0]!.signal!;
    expect(signal.aborted).toBe(false);
    rerender(
      <HistoryDialog
        open={false}
        customerId={1}
        clientId={77}
        clientName="Bia"
        onClose={onClose}
      />,
    );
    expect(signal.aborted).toBe(true);
  });

  it('stacks the panes on narrow screens: the list, then the thread with a back button', async () => {
    setNarrow(true);
    api.answer(HISTORY, [entry(1)]);
    api.answer(MESSAGES, makeMessages(5, 1));
    renderDialog();
    const dialog = await findDialog(TITLE);
    fireEvent.click(await within(dialog).findByRole('button', { name: /View the messages/ }));

    expect(await within(dialog).findByText('Message 5')).toBeTruthy();
    expect(within(dialog).queryByText('Solved 1')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the past services' }));

    expect(await within(dialog).findByText('Solved 1')).toBeTruthy();
    expect(within(dialog).queryByRole('log')).toBeNull();
  });

  it('shows both panes side by side on wide screens, without a back button', async () => {
    api.answer(HISTORY, [entry(1)]);
    api.answer(MESSAGES, makeMessages(5, 1));
    renderDialog();
    const dialog = await findDialog(TITLE);
    fireEvent.click(await within(dialog).findByRole('button', { name: /View the messages/ }));
    expect(await within(dialog).findByText('Message 5')).toBeTruthy();
    expect(within(dialog).getByText('Solved 1')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Back to the past services' })).toBeNull();
  });
});
