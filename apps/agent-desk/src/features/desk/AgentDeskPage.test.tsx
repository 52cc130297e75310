import { NewAttFlag, type Attendance } from '@atende/contract';
import {
  createTestHub,
  deferredAnswer,
  errorAnswer,
  fakeApi,
  networkFailure,
  type FakeApi,
  type FakeCall,
} from '@atende/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loginAgent, renderDesk, resetDesk } from '../../testing/renderDesk';
import { AgentDeskPage } from './AgentDeskPage';

const WAITING = 'User_Att_Waitting';
const ACTIVE = 'User_Att_Active_List';
const MESSAGES = 'User_Att_Messages_List';
const TEMPLATES = 'Message_Template_User_List';
const SEND = 'POST User_Att_Messages_Send';
let api: FakeApi;

/** What the two queues answer from now on. */
function queues(waiting: Attendance[], active: Attendance[] = []) {
  api.answer(WAITING, waiting);
  api.answer(ACTIVE, active);
}

function item(id: number, name = `Client ${id}`): Attendance {
  return {
    attendence_Id: id,
    client_Id: id * 10,
    client_Name: name,
    client_Identify: `55119000${id}`,
    start_Queue: '2026-11-21T10:00:00Z',
    channel_Id: 1,
  };
}

function setNarrow(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await resetDesk();
  setNarrow(false);
  loginAgent();
  api = fakeApi({ [MESSAGES]: [], [TEMPLATES]: [], [SEND]: {} });
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function renderPage(hub = createTestHub()) {
  renderDesk(<AgentDeskPage />, { hub });
  return hub;
}

const waitingList = () => screen.findByRole('listbox', { name: 'Waiting' });

describe('agent desk page', () => {
  it('shows the waiting list and my services with their counts, and activates the hub', async () => {
    queues([item(1, 'Maria'), item(2, 'João')], [item(3, 'Pedro')]);
    const hub = renderPage();
    const waiting = await waitingList();
    expect(within(waiting).getByText('Maria')).toBeTruthy();
    expect(within(waiting).getByText('João')).toBeTruthy();
    expect(
      within(screen.getByRole('listbox', { name: 'My services' })).getByText('Pedro'),
    ).toBeTruthy();
    await waitFor(() => expect(hub.invocations).toContainEqual(['User_Att_Activate', 1, 7]));
  });

  it('connects the hub once the first lists answered, then fetches them again (nothing lost)', async () => {
    const first = deferredAnswer();
    queues([]);
    api.answer(WAITING, (call: FakeCall) =>
      api.callsTo(WAITING).length === 1 ? first.answer(call) : [item(1, 'Maria')],
    );
    const hub = createTestHub();
    const factory = jest.fn(hub.factory);
    renderPage({ ...hub, factory });
    await waitFor(() => expect(api.callsTo(WAITING)).toHaveLength(1));
    await act(async () => undefined);
    expect(factory).not.toHaveBeenCalled();
    await act(async () => first.resolve([]));
    await waitFor(() => expect(hub.invocations).toContainEqual(['User_Att_Activate', 1, 7]));
    // The resync after connecting shows what arrived while the hub was not there yet.
    expect(within(await waitingList()).getByText('Maria')).toBeTruthy();
  });

  it('adds a new waiting client on NewAtt without a reload', async () => {
    queues([]);
    const hub = renderPage();
    expect(await screen.findByText('No one is waiting')).toBeTruthy();
    await waitFor(() => expect(hub.invocations.length).toBeGreaterThan(0));
    api.answer(WAITING, [item(4, 'Novo Cliente')]);
    act(() => hub.emit('NewAtt', NewAttFlag.Waiting, '551190004'));
    expect(within(await waitingList()).getByText('Novo Cliente')).toBeTruthy();
  });

  it('adds the row a NewAtt carries without asking the lists again (issue 21)', async () => {
    queues([item(1, 'Maria')]);
    const hub = createTestHub();
    const { queryClient } = renderDesk(<AgentDeskPage />, { hub });
    expect(within(await waitingList()).getByText('Maria')).toBeTruthy();
    // Settled: connected, and the lists asked for again after connecting have answered.
    await waitFor(() => expect(hub.invocations.length).toBeGreaterThan(0));
    await waitFor(() => expect(api.callsTo(WAITING)).toHaveLength(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const carried = { ...item(6, 'Carried Client'), start_Queue: '2026-11-21T10:05:00Z' };
    act(() => hub.emit('NewAtt', NewAttFlag.Waiting, carried.client_Identify, [], carried));
    // The server's lists still answer without it: only the carried row can show it.
    const rows = within(await waitingList());
    expect(await rows.findByText('Carried Client')).toBeTruthy();
    expect(rows.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Maria'),
      expect.stringContaining('Carried Client'),
    ]);
    expect(api.callsTo(WAITING)).toHaveLength(2);
    expect(api.callsTo(ACTIVE)).toHaveLength(2);
  });

  it('with auto-response on, takes a new client and sends the welcome with the agent’s name', async () => {
    queues([]);
    api.answer(TEMPLATES, [
      {
        message_Id: 1,
        message_Template_Name: 'auto-asignacion',
        message_Template: 'Olá! Sou {{Agent_Name}}.',
      },
    ]);
    const hub = renderPage();
    await screen.findByText('No one is waiting');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Auto-response' }));
    await waitFor(() =>
      expect(api.callsTo(TEMPLATES).map((call) => call.query)).toContainEqual({ Customer_Id: '1' }),
    );
    await waitFor(() => expect(hub.invocations.length).toBeGreaterThan(0));
    api.answer(WAITING, [item(5, 'Auto Cliente')]);
    act(() => hub.emit('NewAtt', NewAttFlag.Waiting, '551190005'));
    await waitFor(() =>
      expect(api.callsTo(SEND).map((call) => call.query)).toEqual([
        {
          Customer_Id: '1',
          Attendence_Id: '5',
          Message: 'Olá! Sou Ana Agent.',
          Image_Name: '',
        },
      ]),
    );
  });

  it('warns and unchecks auto-response when there is no welcome template', async () => {
    queues([]);
    api.answer(TEMPLATES, []);
    renderPage();
    await screen.findByText('No one is waiting');
    const box = screen.getByRole('checkbox', { name: 'Auto-response' });
    fireEvent.click(box);
    expect(
      await screen.findByText(/Auto-assign is not possible without a configured welcome template/),
    ).toBeTruthy();
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
  });

  it('says why and unchecks auto-response when the templates cannot be loaded', async () => {
    queues([]);
    api.answer(TEMPLATES, networkFailure);
    renderPage();
    await screen.findByText('No one is waiting');
    const box = screen.getByRole('checkbox', { name: 'Auto-response' });
    fireEvent.click(box);
    expect(await screen.findByText(/The server could not be reached/)).toBeTruthy();
    expect(screen.queryByText(/Auto-assign is not possible/)).toBeNull();
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
  });

  it('on a failed send shows clienteInService, drops the conversation and keeps the text', async () => {
    queues([], [item(6, 'Carla')]);
    api.answer(SEND, () => errorAnswer(500, 'internal'));
    renderPage();
    fireEvent.click(
      within(await screen.findByRole('listbox', { name: 'My services' })).getByText('Carla'),
    );
    const box = await screen.findByRole('textbox');
    fireEvent.change(box, { target: { value: 'Um texto longo que não pode se perder' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('The client is already in service')).toBeTruthy();
    expect(await screen.findByTestId('unsent-text')).toHaveProperty(
      'textContent',
      'Um texto longo que não pode se perder',
    );
    expect(screen.getByText('Choose a service in the queue to see the conversation')).toBeTruthy();
  });

  it('tells the agent when the open waiting client was taken by another agent', async () => {
    queues([item(8, 'Disputada')]);
    const hub = renderPage();
    fireEvent.click(within(await waitingList()).getByText('Disputada'));
    expect(await screen.findByTestId('conversation-name')).toBeTruthy();
    await waitFor(() => expect(hub.invocations.length).toBeGreaterThan(0));
    api.answer(WAITING, []);
    act(() => hub.emit('NewAtt', NewAttFlag.Taken, '551190008'));
    expect(
      await screen.findByText(/possibly already being attended to by another agent/),
    ).toBeTruthy();
    expect(screen.queryByTestId('conversation-name')).toBeNull();
  });

  it('moves through the queue with the arrow keys and opens with Enter', async () => {
    queues([item(1, 'Primeiro'), item(2, 'Segundo')]);
    renderPage();
    const list = await waitingList();
    const rows = within(list).getAllByRole('option');
    expect(rows[0]?.getAttribute('tabindex')).toBe('0');
    rows[0]?.focus();
    fireEvent.keyDown(rows[0] as HTMLElement, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Segundo'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    await waitFor(() =>
      expect(api.callsTo(MESSAGES).map((call) => call.query)).toContainEqual({
        Customer_Id: '1',
        Attendence_Id: '2',
      }),
    );
    expect(await screen.findByTestId('conversation-name')).toHaveProperty('textContent', 'Segundo');
  });

  it('on narrow screens shows one column at a time with a bottom navigation', async () => {
    setNarrow(true);
    queues([item(1, 'Primeiro')]);
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Service navigation' });
    const conversationTab = within(nav).getByText('Conversation').closest('label');
    expect(conversationTab?.className).toContain('disabled');
    expect(screen.queryByText('Choose a service in the queue to see the conversation')).toBeNull();
    fireEvent.click(within(await waitingList()).getByText('Primeiro'));
    expect(await screen.findByTestId('conversation-name')).toBeTruthy();
    expect(screen.queryByRole('listbox', { name: 'Waiting' })).toBeNull();
    fireEvent.click(within(nav).getByText('Settings'));
    expect(await screen.findByRole('checkbox', { name: 'Auto-response' })).toBeTruthy();
    expect(screen.queryByTestId('conversation-name')).toBeNull();
  });

  it('keeps a failed reply with its own conversation, never in another client’s', async () => {
    queues([], [item(6, 'Carla'), item(7, 'Bruno')]);
    api.answer(SEND, () => errorAnswer(500, 'internal'));
    renderPage();
    const mine = await screen.findByRole('listbox', { name: 'My services' });
    fireEvent.click(within(mine).getByText('Carla'));
    const box = await screen.findByRole('textbox');
    fireEvent.change(box, { target: { value: 'Texto para a Carla' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('This text to Carla was not sent')).toBeTruthy();
    // Another client's conversation never offers it.
    fireEvent.click(within(mine).getByText('Bruno'));
    expect(await screen.findByTestId('conversation-name')).toHaveProperty('textContent', 'Bruno');
    expect(screen.queryByTestId('unsent-text')).toBeNull();
    // Its own conversation does, with "put back".
    fireEvent.click(within(mine).getByText('Carla'));
    await waitFor(() =>
      expect(screen.getByTestId('conversation-name')).toHaveProperty('textContent', 'Carla'),
    );
    expect(await screen.findByTestId('unsent-text')).toHaveProperty(
      'textContent',
      'Texto para a Carla',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Put back in the message box' }));
    expect(await screen.findByDisplayValue('Texto para a Carla')).toBeTruthy();
  });

  it('counts new messages on a service that is not open and clears them when it opens', async () => {
    queues([], [item(3, 'Pedro'), item(4, 'Rita')]);
    const hub = renderPage();
    const mine = await screen.findByRole('listbox', { name: 'My services' });
    fireEvent.click(within(mine).getByText('Rita'));
    await waitFor(() => expect(hub.invocations.length).toBeGreaterThan(0));
    const clientMessage = (id: number) => ({
      message_Id: id,
      attendence_Id: 3,
      message: `m${id}`,
      message_Direction: 1,
      message_Update: '2026-11-21T10:05:00Z',
    });
    act(() => hub.emit('NewAtt', NewAttFlag.ClientMessage, '551190003', [clientMessage(1)]));
    expect(await within(mine).findByRole('option', { name: /Pedro.*1 new message$/ })).toBeTruthy();
    act(() =>
      hub.emit('NewAtt', NewAttFlag.ClientMessage, '551190003', [
        clientMessage(2),
        clientMessage(3),
      ]),
    );
    expect(
      await within(mine).findByRole('option', { name: /Pedro.*3 new messages$/ }),
    ).toBeTruthy();
    expect(within(mine).getByTitle('3 new messages')).toBeTruthy();
    // The open conversation (Rita) counts nothing.
    act(() => hub.emit('NewAtt', NewAttFlag.ClientMessage, '551190004', []));
    expect(within(mine).queryByRole('option', { name: /Rita.*new message/ })).toBeNull();
    fireEvent.click(within(mine).getByText('Pedro'));
    await waitFor(() =>
      expect(within(mine).queryByRole('option', { name: /Pedro.*new message/ })).toBeNull(),
    );
    expect(within(mine).queryByTitle(/new message/)).toBeNull();
  });

  it('remembers auto-response across a reload for the same agent and customer', async () => {
    queues([]);
    api.answer(TEMPLATES, [
      { message_Id: 1, message_Template_Name: 'auto-asignacion', message_Template: 'Olá!' },
    ]);
    const first = renderDesk(<AgentDeskPage />);
    await screen.findByText('No one is waiting');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Auto-response' }));
    await waitFor(() =>
      expect(localStorage.getItem('atende.agentDesk.autoResponse.7.1')).toBe('on'),
    );
    first.unmount();

    renderPage();
    await screen.findByText('No one is waiting');
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Auto-response' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Auto-response' }));
    await waitFor(() =>
      expect(localStorage.getItem('atende.agentDesk.autoResponse.7.1')).toBeNull(),
    );
  });

  it('does not carry one agent’s auto-response to another agent', async () => {
    localStorage.setItem('atende.agentDesk.autoResponse.99.1', 'on');
    queues([]);
    renderPage();
    await screen.findByText('No one is waiting');
    expect(
      (screen.getByRole('checkbox', { name: 'Auto-response' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('has listboxes with set size and position, no main of its own and no button in a row', async () => {
    queues([item(1, 'Primeiro'), item(2, 'Segundo')], [item(3, 'Pedro')]);
    renderPage();
    const waiting = await waitingList();
    const options = within(waiting).getAllByRole('option');
    expect(
      options.map((o) => [o.getAttribute('aria-posinset'), o.getAttribute('aria-setsize')]),
    ).toEqual([
      ['1', '2'],
      ['2', '2'],
    ]);
    expect(options.every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
    fireEvent.click(within(waiting).getByText('Segundo'));
    await waitFor(() => expect(options[1]?.getAttribute('aria-selected')).toBe('true'));
    const mine = screen.getByRole('listbox', { name: 'My services' });
    const row = within(mine).getByRole('option');
    expect(row.querySelector('button, [role="button"], a, input')).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions for Pedro' })).toBeTruthy();
    expect(screen.queryByRole('main')).toBeNull();
  });
});
