/** @jest-environment jsdom */
import { NewAttFlag, type Attendance } from '@atende/contract';
import { QueryObserver } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { applyNewAttBurst, joinNewAttBurst } from './newAtt';
import { createQueryClient } from './queryClient';
import { withWaitingRows } from './waitingRows';

const row = (id: number, at: string): Attendance => ({
  attendence_Id: id,
  client_Id: id,
  client_Name: `Client ${id}`,
  client_Identify: `55119000${id}`,
  start_Queue: at,
  channel_Id: 1,
});

describe('joinNewAttBurst: a burst of NewAtt events, one update', () => {
  it('keeps a new waiting client when a message event follows it', () => {
    const burst = joinNewAttBurst(joinNewAttBurst(null, { flag: NewAttFlag.Waiting }), {
      flag: NewAttFlag.ClientMessage,
    });
    expect(burst).toEqual({
      touches: { flag: NewAttFlag.ClientMessage },
      items: [],
      newWaiting: true,
    });
  });

  it("keeps a message's reload when a waiting event follows it", () => {
    const burst = joinNewAttBurst(joinNewAttBurst(null, { flag: NewAttFlag.AgentMessage }), {
      flag: NewAttFlag.Waiting,
    });
    expect(burst).toEqual({
      touches: { flag: NewAttFlag.AgentMessage },
      items: [],
      newWaiting: true,
    });
  });

  it('has no new client when none came', () => {
    expect(joinNewAttBurst(null, { flag: NewAttFlag.ClientMessage }).newWaiting).toBe(false);
  });

  it('collects the rows new waiting clients carry, with nothing to reload', () => {
    const a = row(1, '2026-11-27T10:00:00.000Z');
    const b = row(2, '2026-11-27T10:00:01.000Z');
    let burst = joinNewAttBurst(null, { flag: NewAttFlag.Waiting, item: a });
    burst = joinNewAttBurst(burst, { flag: NewAttFlag.Waiting, item: b });
    expect(burst).toEqual({ touches: null, items: [a, b], newWaiting: true });
    // Any other event still reloads (its touches), and the rows stay collected.
    burst = joinNewAttBurst(burst, { flag: NewAttFlag.Taken });
    expect(burst).toEqual({ touches: { flag: NewAttFlag.Taken }, items: [a, b], newWaiting: true });
  });
});

describe('withWaitingRows: the waiting list in the server order', () => {
  it('inserts by queue entry then id, and skips a row already in either list', () => {
    const early = row(1, '2026-11-27T10:00:00.000Z');
    const late = row(3, '2026-11-27T10:05:00.000Z');
    const active = row(9, '2026-11-27T09:00:00.000Z');
    const queues = { waiting: [early, late], active: [active] };
    const between = row(2, '2026-11-27T10:01:00.000Z');
    const tie = row(4, '2026-11-27T10:05:00.000Z');
    const next = withWaitingRows(queues, [tie, between, early, active, between]);
    expect(next.waiting.map((r) => r.attendence_Id)).toEqual([1, 2, 3, 4]);
    expect(next.active).toBe(queues.active);
    expect(withWaitingRows(queues, [early, active])).toBe(queues);
  });
});

describe('applyNewAttBurst', () => {
  async function loadedQueues() {
    const client = createQueryClient();
    const first = row(1, '2026-11-27T10:00:00.000Z');
    const fetchQueues = jest.fn().mockResolvedValue({ waiting: [first], active: [] });
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.queues(10),
      queryFn: fetchQueues,
    });
    const stop = observer.subscribe(() => undefined);
    await client.refetchQueries();
    fetchQueues.mockClear();
    return { client, fetchQueues, stop, first };
  }

  it('adds carried rows to the cached waiting list without a request', async () => {
    const { client, fetchQueues, stop, first } = await loadedQueues();
    const added = row(2, '2026-11-27T10:00:05.000Z');
    await applyNewAttBurst(client, 10, { touches: null, items: [added], newWaiting: true });
    expect(fetchQueues).not.toHaveBeenCalled();
    expect(client.getQueryData(queryKeys.queues(10))).toEqual({
      waiting: [first, added],
      active: [],
    });
    stop();
  });

  it('reloads instead while a load is in flight (its answer would replace the row)', async () => {
    const { client, fetchQueues, stop } = await loadedQueues();
    const added = row(2, '2026-11-27T10:00:05.000Z');
    fetchQueues.mockResolvedValue({ waiting: [added], active: [] });
    const inFlight = client.refetchQueries({ queryKey: queryKeys.queues(10) });
    await applyNewAttBurst(client, 10, { touches: null, items: [added], newWaiting: true });
    await inFlight;
    expect(fetchQueues).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reloads when the queues were never loaded, or when another event touched them', async () => {
    const { client, fetchQueues, stop } = await loadedQueues();
    const added = row(2, '2026-11-27T10:00:05.000Z');
    await applyNewAttBurst(client, 20, { touches: null, items: [added], newWaiting: true });
    expect(client.getQueryData(queryKeys.queues(20))).toBeUndefined();
    await applyNewAttBurst(client, 10, {
      touches: { flag: NewAttFlag.Taken },
      items: [added],
      newWaiting: true,
    });
    expect(fetchQueues).toHaveBeenCalledTimes(1);
    stop();
  });
});
