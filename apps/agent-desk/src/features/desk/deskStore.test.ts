import {
  ApiRequestError,
  listActiveAttendances,
  listMessages,
  listWaitingAttendances,
  sendMessage,
} from '@atende/api-client';
import type { Attendance, Message } from '@atende/contract';
import { createDeskStore, currentConversation, type DeskStore } from './deskStore';

jest.mock('@atende/api-client', () => ({
  ...jest.requireActual('@atende/api-client'),
  listWaitingAttendances: jest.fn(),
  listActiveAttendances: jest.fn(),
  listMessages: jest.fn(),
  sendMessage: jest.fn(),
}));

const waitingMock = listWaitingAttendances as jest.MockedFunction<typeof listWaitingAttendances>;
const activeMock = listActiveAttendances as jest.MockedFunction<typeof listActiveAttendances>;
const messagesMock = listMessages as jest.MockedFunction<typeof listMessages>;
const sendMock = sendMessage as jest.MockedFunction<typeof sendMessage>;

function item(id: number, phone = `55119${id}`): Attendance {
  return {
    attendence_Id: id,
    client_Id: id * 10,
    client_Name: `Client ${id}`,
    client_Identify: phone,
    start_Queue: '2026-11-21T10:00:00Z',
    channel_Id: 1,
  };
}

function message(id: number, attendanceId: number, at: string, direction: 0 | 1 = 1): Message {
  return {
    message_Id: id,
    attendence_Id: attendanceId,
    message: `m${id}`,
    message_Direction: direction,
    message_Update: at,
  };
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function place(store: DeskStore) {
  const state = store.getState();
  return currentConversation(state.currentId, state.queues())?.place;
}

async function storeWith(waiting: Attendance[], active: Attendance[]) {
  waitingMock.mockResolvedValue(waiting);
  activeMock.mockResolvedValue(active);
  messagesMock.mockResolvedValue([]);
  const store = createDeskStore();
  store.getState().setCustomer(1);
  await store.getState().loadLists();
  return store;
}

describe('desk store', () => {
  it('loads both lists for the customer', async () => {
    const store = await storeWith([item(1)], [item(2)]);
    expect(waitingMock).toHaveBeenCalledWith(1, { signal: expect.any(AbortSignal) });
    expect(activeMock).toHaveBeenCalledWith(1, { signal: expect.any(AbortSignal) });
    expect(store.getState().queues().waiting).toHaveLength(1);
    expect(store.getState().queues().active).toHaveLength(1);
  });

  it('opens a conversation with its messages in time order (latest last)', async () => {
    const store = await storeWith([item(1)], []);
    messagesMock.mockResolvedValue([
      message(2, 1, '2026-11-21T10:05:00Z'),
      message(1, 1, '2026-11-21T10:01:00Z'),
    ]);
    await store.getState().open(1);
    expect(
      store
        .getState()
        .messages()
        .map((m) => m.message_Id),
    ).toEqual([1, 2]);
    expect(place(store)).toBe('waiting');
  });

  it('takes a waiting item with the first message, then shows it in my services', async () => {
    const store = await storeWith([item(1)], []);
    await store.getState().open(1);
    sendMock.mockResolvedValue({});
    waitingMock.mockResolvedValue([]);
    activeMock.mockResolvedValue([item(1)]);
    const result = await store.getState().send('Olá!');
    expect(result).toEqual({ ok: true, took: true });
    expect(sendMock).toHaveBeenCalledWith({
      customerId: 1,
      attendanceId: 1,
      message: 'Olá!',
      imageName: undefined,
    });
    expect(place(store)).toBe('active');
  });

  it('ignores blank text and a second send while one is in flight', async () => {
    const store = await storeWith([], [item(1)]);
    await store.getState().open(1);
    expect(await store.getState().send('   ')).toEqual({ ok: false, reason: 'blank' });
    let release: (value: unknown) => void = () => undefined;
    sendMock.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const first = store.getState().send('one');
    expect(await store.getState().send('two')).toEqual({ ok: false, reason: 'busy' });
    release({});
    await first;
    expect(sendMock).toHaveBeenCalledTimes(1);
  });

  it('on a taken item: already-attended, lists refreshed, conversation dropped, text kept', async () => {
    const store = await storeWith([item(1)], []);
    await store.getState().open(1);
    store.getState().setDraft(1, 'Bom dia');
    sendMock.mockRejectedValue(new ApiRequestError(409, 'already_taken', 'taken'));
    waitingMock.mockResolvedValue([]);
    waitingMock.mockClear();
    const result = await store.getState().send('Bom dia');
    expect(result).toEqual({ ok: false, reason: 'alreadyAttended' });
    expect(waitingMock).toHaveBeenCalled();
    expect(store.getState().currentId).toBeNull();
    expect(store.getState().unsent[1]?.text).toBe('Bom dia');
  });

  it('on another failure (not 401): clienteInService with the same recovery', async () => {
    const store = await storeWith([], [item(1)]);
    await store.getState().open(1);
    sendMock.mockRejectedValue(new ApiRequestError(500, 'internal', 'boom'));
    activeMock.mockClear();
    expect(await store.getState().send('Texto importante')).toEqual({
      ok: false,
      reason: 'clienteInService',
    });
    expect(activeMock).toHaveBeenCalled();
    expect(store.getState().currentId).toBeNull();
    expect(store.getState().unsent[1]?.text).toBe('Texto importante');
  });

  it('on 401 leaves the logout to the API client and keeps the conversation state', async () => {
    const store = await storeWith([], [item(1)]);
    await store.getState().open(1);
    sendMock.mockRejectedValue(new ApiRequestError(401, 'unauthorized', 'expired'));
    expect(await store.getState().send('x')).toEqual({ ok: false, reason: 'signedOut' });
  });

  it('merges real-time messages of the open conversation once, in order', async () => {
    const store = await storeWith([], [item(1)]);
    messagesMock.mockResolvedValue([message(1, 1, '2026-11-21T10:01:00Z')]);
    await store.getState().open(1);
    const incoming = [message(2, 1, '2026-11-21T10:02:00Z'), message(9, 5, '2026-11-21T10:02:00Z')];
    store.getState().mergeMessages(incoming);
    store.getState().mergeMessages(incoming);
    expect(
      store
        .getState()
        .messages()
        .map((m) => m.message_Id),
    ).toEqual([1, 2]);
  });

  it('updates the delivery state of a known message when it comes again', async () => {
    const store = await storeWith([], [item(1)]);
    messagesMock.mockResolvedValue([
      { ...message(1, 1, '2026-11-21T10:01:00Z'), message_Direction: 0, delivery: 'pending' },
    ]);
    await store.getState().open(1);
    const before = store.getState().messages();
    store.getState().mergeMessages([{ ...before[0]!, delivery: 'pending' }]);
    expect(store.getState().messages()).toBe(before);
    store.getState().mergeMessages([{ ...before[0]!, delivery: 'failed' }]);
    expect(
      store
        .getState()
        .messages()
        .map((m) => [m.message_Id, m.delivery]),
    ).toEqual([[1, 'failed']]);
  });

  it('drops the open conversation when it leaves both lists (taken by someone else)', async () => {
    const store = await storeWith([item(1)], []);
    await store.getState().open(1);
    waitingMock.mockResolvedValue([]);
    await store.getState().loadLists();
    expect(store.getState().currentId).toBeNull();
    expect(store.getState().gone).toEqual({ attendanceId: 1, place: 'waiting' });
  });

  it('ignores an older list answer that arrives after a newer one', async () => {
    const store = await storeWith([], []);
    let releaseOld: (value: Attendance[]) => void = () => undefined;
    waitingMock.mockReturnValueOnce(new Promise((resolve) => (releaseOld = resolve)));
    const old = store.getState().loadLists();
    waitingMock.mockResolvedValueOnce([item(3)]);
    await store.getState().loadLists();
    releaseOld([item(1), item(2)]);
    await old;
    expect(
      store
        .getState()
        .queues()
        .waiting.map((w) => w.attendence_Id),
    ).toEqual([3]);
  });

  it('forgets everything of the previous customer on a switch', async () => {
    const store = await storeWith([item(1)], [item(2)]);
    await store.getState().open(2);
    store.getState().setDraft(2, 'draft');
    store.getState().setCustomer(2);
    expect(store.getState()).toMatchObject({ currentId: null, drafts: {} });
    expect(store.getState().queues()).toEqual({ waiting: [], active: [] });
  });
});
