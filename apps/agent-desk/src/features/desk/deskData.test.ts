import { type Attendance, type Message } from '@atende/contract';
import { configureApi } from '@atende/api-client';
import { errorAnswer, fakeApi, TEST_CONFIG, type FakeApi } from '@atende/api-client/testing';
import { createDeskData, type DeskData } from './deskData';
import { currentConversation } from './deskStore';

const WAITING = 'User_Att_Waitting';
const ACTIVE = 'User_Att_Active_List';
const MESSAGES = 'User_Att_Messages_List';
const SEND = 'POST User_Att_Messages_Send';

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

let api: FakeApi;

beforeEach(() => {
  configureApi(TEST_CONFIG);
  api = fakeApi();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function place(desk: DeskData) {
  return currentConversation(desk.store.getState().currentId, desk.queues())?.place;
}

async function deskWith(waiting: Attendance[], active: Attendance[]) {
  api.answer(WAITING, waiting);
  api.answer(ACTIVE, active);
  api.answer(MESSAGES, []);
  const desk = createDeskData();
  desk.setCustomer(1);
  await desk.loadLists();
  return desk;
}

describe('desk data and UI store', () => {
  it('loads both lists for the customer', async () => {
    const desk = await deskWith([item(1)], [item(2)]);
    expect(api.callsTo(WAITING).map((c) => c.query)).toEqual([{ Customer_Id: '1' }]);
    expect(api.callsTo(ACTIVE).map((c) => c.query)).toEqual([{ Customer_Id: '1' }]);
    expect(desk.queues().waiting).toHaveLength(1);
    expect(desk.queues().active).toHaveLength(1);
  });

  it('opens a conversation with its messages in time order (latest last)', async () => {
    const desk = await deskWith([item(1)], []);
    api.answer(MESSAGES, [
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
    api.answer(SEND, {});
    api.answer(WAITING, []);
    api.answer(ACTIVE, [item(1)]);
    const result = await desk.send('Olá!');
    expect(result).toEqual({ ok: true, took: true });
    expect(api.callsTo(SEND).map((c) => c.query)).toEqual([
      { Customer_Id: '1', Attendence_Id: '1', Message: 'Olá!', Image_Name: '' },
    ]);
    expect(place(desk)).toBe('active');
  });

  it('ignores blank text and a second send while one is in flight', async () => {
    const desk = await deskWith([], [item(1)]);
    await desk.open(1);
    expect(await desk.send('   ')).toEqual({ ok: false, reason: 'blank' });
    let release: (value: unknown) => void = () => undefined;
    api.answer(SEND, () => new Promise((resolve) => (release = resolve)));
    const first = desk.send('one');
    expect(await desk.send('two')).toEqual({ ok: false, reason: 'busy' });
    release({});
    await first;
    expect(api.callsTo(SEND)).toHaveLength(1);
  });

  it('on a taken item: already-attended, lists refreshed, conversation dropped, text kept', async () => {
    const desk = await deskWith([item(1)], []);
    await desk.open(1);
    desk.store.getState().setDraft(1, 'Bom dia');
    api.answer(SEND, () => errorAnswer(409, 'already_taken'));
    api.answer(WAITING, []);
    const before = api.callsTo(WAITING).length;
    const result = await desk.send('Bom dia');
    expect(result).toEqual({ ok: false, reason: 'alreadyAttended' });
    expect(api.callsTo(WAITING).length).toBeGreaterThan(before);
    expect(desk.store.getState().currentId).toBeNull();
    expect(desk.store.getState().unsent[1]?.text).toBe('Bom dia');
  });

  it('on another failure (not 401): clienteInService with the same recovery', async () => {
    const desk = await deskWith([], [item(1)]);
    await desk.open(1);
    api.answer(SEND, () => errorAnswer(500, 'internal'));
    const before = api.callsTo(ACTIVE).length;
    expect(await desk.send('Texto importante')).toEqual({
      ok: false,
      reason: 'clienteInService',
    });
    expect(api.callsTo(ACTIVE).length).toBeGreaterThan(before);
    expect(desk.store.getState().currentId).toBeNull();
    expect(desk.store.getState().unsent[1]?.text).toBe('Texto importante');
  });

  it('on 401 leaves the logout to the API client and keeps the conversation state', async () => {
    const desk = await deskWith([], [item(1)]);
    await desk.open(1);
    api.answer(SEND, () => errorAnswer(401, 'unauthorized'));
    expect(await desk.send('x')).toEqual({ ok: false, reason: 'signedOut' });
  });

  it('merges real-time messages of the open conversation once, in order', async () => {
    const desk = await deskWith([], [item(1)]);
    api.answer(MESSAGES, [message(1, 1, '2026-11-21T10:01:00Z')]);
    await desk.open(1);
    const incoming = [message(2, 1, '2026-11-21T10:02:00Z'), message(9, 5, '2026-11-21T10:02:00Z')];
    desk.mergeMessages(incoming);
    desk.mergeMessages(incoming);
    expect(desk.messages().map((m) => m.message_Id)).toEqual([1, 2]);
  });

  it('updates the delivery state of a known message when it comes again', async () => {
    const desk = await deskWith([], [item(1)]);
    api.answer(MESSAGES, [
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
    api.answer(WAITING, []);
    await desk.loadLists();
    expect(desk.store.getState().currentId).toBeNull();
    expect(desk.store.getState().gone).toEqual({ attendanceId: 1, place: 'waiting' });
  });

  it('ignores an older list answer that arrives after a newer one', async () => {
    const desk = await deskWith([], []);
    let releaseOld: (value: Attendance[]) => void = () => undefined;
    api.answer(WAITING, () => new Promise((resolve) => (releaseOld = resolve)));
    const old = desk.loadLists();
    await new Promise((resolve) => setTimeout(resolve, 0));
    api.answer(WAITING, [item(3)]);
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

  it('shows a sent text at once as pending, then the server’s row; a failure takes it away', async () => {
    const desk = await deskWith([], [item(1)]);
    await desk.open(1);
    let release: (value: unknown) => void = () => undefined;
    api.answer(SEND, () => new Promise((resolve) => (release = resolve)));
    const sending = desk.send('Já volto');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(desk.messages().map((m) => [m.message, m.delivery])).toEqual([['Já volto', 'pending']]);
    api.answer(MESSAGES, [
      { ...message(5, 1, '2026-11-21T10:05:00Z', 0), message: 'Já volto', delivery: 'sent' },
    ]);
    release({});
    await sending;
    expect(desk.messages().map((m) => [m.message_Id, m.delivery])).toEqual([[5, 'sent']]);

    let refuse: () => void = () => undefined;
    api.answer(
      SEND,
      () => new Promise((resolve) => (refuse = () => resolve(errorAnswer(500, 'internal')))),
    );
    const failed = desk.send('Outro');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(desk.messages().some((m) => m.message === 'Outro')).toBe(true);
    refuse();
    await failed;
    expect(desk.store.getState().unsent[1]?.text).toBe('Outro');
    expect(desk.messages().some((m) => m.message === 'Outro')).toBe(false);
  });
});
