import { type Attendance, type Message } from '@atende/contract';
import {
  ApiRequestError,
  listActiveAttendances,
  listMessages,
  listWaitingAttendances,
  sendMessage,
} from '@atende/api-client';
import { createDeskData, type DeskData } from './deskData';
import { currentConversation } from './deskStore';

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

function place(desk: DeskData) {
  return currentConversation(desk.store.getState().currentId, desk.queues())?.place;
}

async function deskWith(waiting: Attendance[], active: Attendance[]) {
  waitingMock.mockResolvedValue(waiting);
  activeMock.mockResolvedValue(active);
  messagesMock.mockResolvedValue([]);
  const desk = createDeskData();
  desk.setCustomer(1);
  await desk.loadLists();
  return desk;
}

describe('desk desk', () => {
  it('loads both lists for the customer', async () => {
    const desk = await deskWith([item(1)], [item(2)]);
    expect(waitingMock).toHaveBeenCalledWith(1, { signal: expect.any(AbortSignal) });
    expect(activeMock).toHaveBeenCalledWith(1, { signal: expect.any(AbortSignal) });
    expect(desk.queues().waiting).toHaveLength(1);
    expect(desk.queues().active).toHaveLength(1);
  });

  it('opens a conversation with its messages in time order (latest last)', async () => {
    const desk = await deskWith([item(1)], []);
    messagesMock.mockResolvedValue([
      message(2, 1, '2026-11-21T10:05:00Z'),
      message(1, 1, '2026-11-21T10:01:00Z'),
    ]);
    await desk.open(1);
    expect(desk.messages().map((m) => m.message_Id)).toEqual([1, 2]);
    expect(place(desk)).toBe('waiting');
  });

  it('takes a waiting item with the first message, then shows it in my services', async () => {
    const desk = await deskWith([item(1)], []);
    await desk.open(1);
    sendMock.mockResolvedValue({});
    waitingMock.mockResolvedValue([]);
    activeMock.mockResolvedValue([item(1)]);
    const result = await desk.send('Olá!');
    expect(result).toEqual({ ok: true, took: true });
    expect(sendMock).toHaveBeenCalledWith({
      customerId: 1,
      attendanceId: 1,
      message: 'Olá!',
      imageName: undefined,
    });
    expect(place(desk)).toBe('active');
  });

  it('ignores blank text and a second send while one is in flight', async () => {
    const desk = await deskWith([], [item(1)]);
    await desk.open(1);
    expect(await desk.send('   ')).toEqual({ ok: false, reason: 'blank' });
    let release: (value: unknown) => void = () => undefined;
    sendMock.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const first = desk.send('one');
    expect(await desk.send('two')).toEqual({ ok: false, reason: 'busy' });
    release({});
    await first;
    expect(sendMock).toHaveBeenCalledTimes(1);
  });

  it('on a taken item: already-attended, lists refreshed, conversation dropped, text kept', async () => {
    const desk = await deskWith([item(1)], []);
    await desk.open(1);
    desk.store.getState().setDraft(1, 'Bom dia');
    sendMock.mockRejectedValue(new ApiRequestError(409, 'already_taken', 'taken'));
    waitingMock.mockResolvedValue([]);
    waitingMock.mockClear();
    const result = await desk.send('Bom dia');
    expect(result).toEqual({ ok: false, reason: 'alreadyAttended' });
    expect(waitingMock).toHaveBeenCalled();
    expect(desk.store.getState().currentId).toBeNull();
    expect(desk.store.getState().unsent[1]?.text).toBe('Bom dia');
  });

  it('on another failure (not 401): clienteInService with the same recovery', async () => {
    const desk = await deskWith([], [item(1)]);
    await desk.open(1);
    sendMock.mockRejectedValue(new ApiRequestError(500, 'internal', 'boom'));
    activeMock.mockClear();
    expect(await desk.send('Texto importante')).toEqual({
      ok: false,
      reason: 'clienteInService',
    });
    expect(activeMock).toHaveBeenCalled();
    expect(desk.store.getState().currentId).toBeNull();
    expect(desk.store.getState().unsent[1]?.text).toBe('Texto importante');
  });

  it('on 401 leaves the logout to the API client and keeps the conversation state', async () => {
    const desk = await deskWith([], [item(1)]);
    await desk.open(1);
    sendMock.mockRejectedValue(new ApiRequestError(401, 'unauthorized', 'expired'));
    expect(await desk.send('x')).toEqual({ ok: false, reason: 'signedOut' });
  });

  it('merges real-time messages of the open conversation once, in order', async () => {
    const desk = await deskWith([], [item(1)]);
    messagesMock.mockResolvedValue([message(1, 1, '2026-11-21T10:01:00Z')]);
    await desk.open(1);
    const incoming = [message(2, 1, '2026-11-21T10:02:00Z'), message(9, 5, '2026-11-21T10:02:00Z')];
    desk.mergeMessages(incoming);
    desk.mergeMessages(incoming);
    expect(desk.messages().map((m) => m.message_Id)).toEqual([1, 2]);
  });

  it('updates the delivery state of a known message when it comes again', async () => {
    const desk = await deskWith([], [item(1)]);
    messagesMock.mockResolvedValue([
      { ...message(1, 1, '2026-11-21T10:01:00Z'), message_Direction: 0, delivery: 'pending' },
    ]);
    await desk.open(1);
    const before = desk.messages();
    desk.mergeMessages([{ ...before[0]!, delivery: 'pending' }]);
    expect(desk.messages()).toBe(before);
    desk.mergeMessages([{ ...before[0]!, delivery: 'failed' }]);
    expect(desk.messages().map((m) => [m.message_Id, m.delivery])).toEqual([[1, 'failed']]);
  });

  it('drops the open conversation when it leaves both lists (taken by someone else)', async () => {
    const desk = await deskWith([item(1)], []);
    await desk.open(1);
    waitingMock.mockResolvedValue([]);
    await desk.loadLists();
    expect(desk.store.getState().currentId).toBeNull();
    expect(desk.store.getState().gone).toEqual({ attendanceId: 1, place: 'waiting' });
  });

  it('ignores an older list answer that arrives after a newer one', async () => {
    const desk = await deskWith([], []);
    let releaseOld: (value: Attendance[]) => void = () => undefined;
    waitingMock.mockReturnValueOnce(new Promise((resolve) => (releaseOld = resolve)));
    const old = desk.loadLists();
    waitingMock.mockResolvedValueOnce([item(3)]);
    await desk.loadLists();
    releaseOld([item(1), item(2)]);
    await old;
    expect(desk.queues().waiting.map((w) => w.attendence_Id)).toEqual([3]);
  });

  it('forgets everything of the previous customer on a switch', async () => {
    const desk = await deskWith([item(1)], [item(2)]);
    await desk.open(2);
    desk.store.getState().setDraft(2, 'draft');
    desk.setCustomer(2);
    expect(desk.store.getState()).toMatchObject({ currentId: null, drafts: {} });
    expect(desk.queues()).toEqual({ waiting: [], active: [] });
  });
});
