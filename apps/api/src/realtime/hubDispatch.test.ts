import type { AuthUser } from '../auth/types';
import { MAX_BATCH } from './hubBatch';
import { createDispatcher, type Dispatcher } from './hubDispatch';
import { hubEvent, signalOf, type AudienceFilter } from './hubEvents';
import type { HubSocket } from './hubSocket';
import { createSubscriptions, type AudienceVerdict } from './hubSubscriptions';
import type { CustomerSignal } from './types';

// The dispatcher's batches (issue 21): one re-check per customer for the events queued meanwhile.

const CUSTOMER = 7;

/** What the subscriptions and the dispatcher use of a connection, recording what it was sent. */
function fakeSocket(userId: number) {
  const socket = {
    user: { userId, login: `user${userId}`, functionId: 5 } as AuthUser,
    isOpen: true,
    sent: [] as string[],
    send: (record: string) => void socket.sent.push(record),
    close: async () => void (socket.isOpen = false),
  };
  return socket;
}
type FakeSocket = ReturnType<typeof fakeSocket>;

/** The `n` of each `Ping` invocation a socket received, in order. */
const pings = (socket: FakeSocket) =>
  socket.sent.map(
    (record) => (JSON.parse(record.slice(0, -1)) as { arguments: [number] }).arguments[0],
  );

const ping = (n: number, userIds?: number[]): CustomerSignal => ({
  kind: 'ping',
  customerId: CUSTOMER,
  ...(userIds ? { userIds } : {}),
  payload: n,
});

/** A deferred promise: the test decides when a re-check answers. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

describe('hub dispatcher batches', () => {
  let verdicts: Map<number, AudienceVerdict>;
  let recheck: jest.Mock<Promise<AudienceVerdict[]>, [number, readonly AuthUser[]]>;
  let held: ReturnType<typeof gate<void>> | null;
  let errors: unknown[];

  const setup = (admits?: AudienceFilter) => {
    const subscriptions = createSubscriptions({
      canActivate: async () => true,
      recheck,
      isClosing: () => false,
    });
    const events = [
      hubEvent<CustomerSignal>({
        name: 'Ping',
        accepts: signalOf('ping'),
        audience: admits ? { to: 'customer', admits } : { to: 'users' },
        args: (event) => [event.payload],
      }),
    ];
    const dispatcher = createDispatcher({
      events,
      subscriptions,
      isClosing: () => false,
      onError: (error) => errors.push(error),
    });
    const connect = async (userId: number) => {
      const socket = fakeSocket(userId);
      subscriptions.track(socket as unknown as HubSocket);
      await subscriptions.activate(socket as unknown as HubSocket, [CUSTOMER, userId]);
      return socket;
    };
    return { dispatcher, connect };
  };

  /** Delivers ping 1 (its re-check held), then 2..n while it waits; then lets it answer. */
  async function burst(dispatcher: Dispatcher, n: number, userIds?: number[]) {
    held = gate<void>();
    dispatcher.deliver(ping(1, userIds));
    await Promise.resolve();
    for (let i = 2; i <= n; i += 1) dispatcher.deliver(ping(i, userIds));
    held.open();
    held = null;
    await dispatcher.close();
  }

  beforeEach(() => {
    verdicts = new Map();
    held = null;
    errors = [];
    recheck = jest.fn(async (_customerId, users) => {
      if (held) await held.promise;
      return users.map((user) => verdicts.get(user.userId) ?? 'deliver');
    });
  });

  it('re-checks once for the events queued during a delivery, and keeps their order', async () => {
    const { dispatcher, connect } = setup();
    const [a, b] = [await connect(1), await connect(2)];
    recheck.mockClear();
    await burst(dispatcher, 50, [1, 2]);
    expect(pings(a)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(pings(b)).toEqual(pings(a));
    // One re-check for the first event, one for the 49 that arrived while it ran.
    expect(recheck).toHaveBeenCalledTimes(2);
    expect(recheck.mock.calls[1]![1].map((user) => user.userId).sort()).toEqual([1, 2]);
  });

  it('asks nothing for the events of a customer with no connection on this instance', async () => {
    const { dispatcher, connect } = setup();
    await connect(1);
    recheck.mockClear();
    dispatcher.deliver({ ...ping(1, [1]), customerId: CUSTOMER + 1 });
    dispatcher.deliver(ping(2, [2]));
    await dispatcher.close();
    expect(recheck).not.toHaveBeenCalled();
  });

  it('splits a long burst into batches of at most MAX_BATCH events', async () => {
    const { dispatcher, connect } = setup();
    const a = await connect(1);
    recheck.mockClear();
    await burst(dispatcher, MAX_BATCH * 2 + 1, [1]);
    expect(pings(a)).toHaveLength(MAX_BATCH * 2 + 1);
    // The first event alone, then the 2 * MAX_BATCH queued behind it in two batches.
    expect(recheck).toHaveBeenCalledTimes(3);
  });

  it('sends nothing to a session the re-check ends, and closes it', async () => {
    const { dispatcher, connect } = setup();
    const [a, b] = [await connect(1), await connect(2)];
    verdicts.set(2, 'close');
    await burst(dispatcher, 5, [1, 2]);
    expect(pings(a)).toEqual([1, 2, 3, 4, 5]);
    expect(pings(b)).toEqual([]);
    expect(b.isOpen).toBe(false);
  });

  it("asks a customer-wide audience's filter once per batch and sends only to whom it admits", async () => {
    const admits = jest.fn<ReturnType<AudienceFilter>, Parameters<AudienceFilter>>(
      async (_customerId, users) => users.map((user) => user.userId !== 3),
    );
    const { dispatcher, connect } = setup(admits);
    const [a, c] = [await connect(1), await connect(3)];
    await burst(dispatcher, 10);
    expect(pings(a)).toHaveLength(10);
    expect(pings(c)).toEqual([]);
    expect(admits).toHaveBeenCalledTimes(2);
  });

  it('runs a queued task between the events before and after it', async () => {
    const { dispatcher, connect } = setup();
    const a = await connect(1);
    const seenByTask: number[][] = [];
    held = gate<void>();
    dispatcher.deliver(ping(1, [1]));
    await Promise.resolve();
    dispatcher.deliver(ping(2, [1]));
    dispatcher.enqueue(async () => void seenByTask.push(pings(a)));
    dispatcher.deliver(ping(3, [1]));
    held.open();
    held = null;
    await dispatcher.close();
    expect(seenByTask).toEqual([[1, 2]]);
    expect(pings(a)).toEqual([1, 2, 3]);
  });

  it('reports a task that throws and goes on with the events after it', async () => {
    const { dispatcher, connect } = setup();
    const a = await connect(1);
    dispatcher.enqueue(() => {
      throw new Error('sweep failed');
    });
    dispatcher.deliver(ping(1, [1]));
    await dispatcher.close();
    expect(errors).toHaveLength(1);
    expect(pings(a)).toEqual([1]);
  });

  it('reports a failed re-check and still delivers the next batch', async () => {
    const { dispatcher, connect } = setup();
    const a = await connect(1);
    recheck.mockRejectedValueOnce(new Error('pool exhausted'));
    dispatcher.deliver(ping(1, [1]));
    await dispatcher.close();
    dispatcher.deliver(ping(2, [1]));
    await dispatcher.close();
    expect(errors).toHaveLength(1);
    expect(pings(a)).toEqual([2]);
  });
});
