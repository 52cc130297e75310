import type { AuthUser } from '../auth/types';
import type { HubSocket } from './hubSocket';
import { HubError } from './hubSocketTypes';

/** What happens to a subscribed connection before an event reaches it (see `HubOptions.recheck`). */
export type AudienceVerdict = 'deliver' | 'unsubscribe' | 'close';

/** A connection and the subscription it had when it was picked for an event. */
export interface Target {
  socket: HubSocket;
  key: string;
}

/** What the subscriptions need from the hub's options. */
export interface SubscriptionRules {
  canActivate(user: AuthUser, customerId: number, userId: number): Promise<boolean>;
  recheck?(customerId: number, users: readonly AuthUser[]): Promise<readonly AudienceVerdict[]>;
  /** True once the hub is closing (nothing is delivered or subscribed any more). */
  isClosing(): boolean;
}

/** The hub's open connections and what each is activated for (customer, user). */
export interface Subscriptions {
  /** Adds an open connection (not subscribed yet). */
  track(socket: HubSocket): void;
  /** Forgets a closed connection and its subscription. */
  untrack(socket: HubSocket): void;
  /** Open connections. */
  readonly connections: ReadonlySet<HubSocket>;
  /** `User_Att_Activate(customerId, userId)`: checks and replaces the connection's subscription. */
  activate(socket: HubSocket, args: unknown[]): Promise<boolean>;
  /** Connections activated for the customer and one of the users. */
  forUsers(customerId: number, userIds: readonly number[]): Target[];
  /** Connections activated for the customer. */
  forCustomer(customerId: number): Target[];
  /** True while the target's connection keeps the subscription it was picked with. */
  isCurrent(target: Target): boolean;
  /**
   * Re-checks the targets' sessions (ADR 0010) and applies the verdicts: unsubscribes or closes the
   * ended ones; answers those that may receive.
   */
  recheck(customerId: number, targets: readonly Target[]): Promise<Target[]>;
  /** Re-checks every subscription, so an ended session loses its connection even without events. */
  recheckAll(): Promise<void>;
  /** Drops every subscription (the hub closes). */
  clear(): void;
}

const keyOf = (customerId: number, userId: number) => `${customerId}:${userId}`;

function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) {
    const number = Number(value);
    return Number.isSafeInteger(number) ? number : null;
  }
  return null;
}

const endSession = (socket: HubSocket) =>
  // The client may reconnect: with a renewed token (its own password change) it gets back in.
  void socket.close({ error: 'The session ended.', allowReconnect: true });

/** The (customerId, userId) of a `User_Att_Activate` call; integers or numeric strings. */
function activationOf(args: unknown[]): { customerId: number; userId: number } {
  if (args.length !== 2) {
    throw new HubError(`Invocation provides ${args.length} argument(s) but target expects 2.`);
  }
  const customerId = toInteger(args[0]);
  const userId = toInteger(args[1]);
  if (customerId === null || userId === null)
    throw new HubError('customerId and userId must be integers.');
  return { customerId, userId };
}

/** Throws unless the caller may activate (customerId, userId) with a live session (ADR 0010). */
async function checkActivation(
  rules: SubscriptionRules,
  socket: HubSocket,
  customerId: number,
  userId: number,
): Promise<void> {
  if (!(await rules.canActivate(socket.user, customerId, userId)))
    throw new HubError('not allowed');
  if (!rules.recheck) return;
  const [verdict] = await rules.recheck(customerId, [socket.user]);
  if (verdict === 'close') {
    endSession(socket);
    throw new HubError('The session ended.');
  }
  if (verdict !== 'deliver') throw new HubError('not allowed');
}

/** Creates the subscriptions of one hub. */
export function createSubscriptions(rules: SubscriptionRules): Subscriptions {
  const connections = new Set<HubSocket>();
  /** The subscription key of each activated connection, and the customer it is for. */
  const activations = new Map<HubSocket, { key: string; customerId: number }>();
  const byKey = new Map<string, Set<HubSocket>>();

  const unsubscribe = (socket: HubSocket) => {
    const current = activations.get(socket);
    if (!current) return;
    activations.delete(socket);
    const set = byKey.get(current.key);
    set?.delete(socket);
    if (set?.size === 0) byKey.delete(current.key);
  };

  const subscribe = (socket: HubSocket, customerId: number, userId: number) => {
    unsubscribe(socket);
    const key = keyOf(customerId, userId);
    activations.set(socket, { key, customerId });
    let set = byKey.get(key);
    if (!set) byKey.set(key, (set = new Set()));
    set.add(socket);
  };

  const isCurrent = ({ socket, key }: Target) => activations.get(socket)?.key === key;

  const applyVerdicts = (targets: readonly Target[], verdicts: readonly AudienceVerdict[]) => {
    const receivers: Target[] = [];
    targets.forEach((target, index) => {
      // A connection re-activated or closed meanwhile is left alone.
      if (!isCurrent(target)) return;
      const verdict = verdicts[index] ?? 'close';
      if (verdict === 'deliver') {
        receivers.push(target);
        return;
      }
      unsubscribe(target.socket);
      if (verdict === 'close') endSession(target.socket);
    });
    return receivers;
  };

  const recheck = async (customerId: number, targets: readonly Target[]) => {
    if (!rules.recheck) return [...targets];
    const verdicts = await rules.recheck(
      customerId,
      targets.map((t) => t.socket.user),
    );
    return rules.isClosing() ? [] : applyVerdicts(targets, verdicts);
  };

  const forCustomer = (customerId: number) => {
    const targets: Target[] = [];
    for (const [socket, current] of activations)
      if (current.customerId === customerId) targets.push({ socket, key: current.key });
    return targets;
  };

  return {
    connections,
    track: (socket) => void connections.add(socket),
    untrack(socket) {
      unsubscribe(socket);
      connections.delete(socket);
    },
    async activate(socket, args) {
      const { customerId, userId } = activationOf(args);
      // A refused or failed activation leaves the connection without any subscription.
      unsubscribe(socket);
      await checkActivation(rules, socket, customerId, userId);
      if (!socket.isOpen || !connections.has(socket))
        throw new HubError('The connection is closing.');
      subscribe(socket, customerId, userId);
      return true;
    },
    forUsers(customerId, userIds) {
      const targets: Target[] = [];
      for (const userId of new Set(userIds)) {
        const key = keyOf(customerId, userId);
        for (const socket of byKey.get(key) ?? []) targets.push({ socket, key });
      }
      return targets;
    },
    forCustomer,
    isCurrent,
    recheck,
    async recheckAll() {
      const customers = new Set([...activations.values()].map((a) => a.customerId));
      for (const customerId of customers) {
        if (rules.isClosing()) return;
        await recheck(customerId, forCustomer(customerId));
      }
    },
    clear() {
      activations.clear();
      byKey.clear();
    },
  };
}
