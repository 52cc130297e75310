import type { AuthUser } from '../auth/types';
import { isNewAttEvent, type BusEvent, type CustomerSignal, type HubEvent } from './types';

/** Which of `users` (the customer's connections, already re-checked) receive an event, in order. */
export type AudienceFilter = (
  customerId: number,
  users: readonly AuthUser[],
) => Promise<readonly boolean[]>;

/** Who receives a hub event among this instance's connections. */
export type HubAudience =
  /**
   * The connections activated for the event's customer and one of its `userIds`: a user, an
   * attendance's holder, a queue's members (the publisher names them).
   */
  | { to: 'users' }
  /** The connections subscribed for the event's customer whose user `admits` (e.g. dashboard watchers). */
  | { to: 'customer'; admits: AudienceFilter };

/** One real-time event: one row of the hub event table (docs/adr/0022). */
export interface HubEventDefinition<E extends BusEvent = BusEvent> {
  /** The client method invoked: the event's name on the wire (e.g. 'NewAtt'). */
  name: string;
  /** Which bus events are this event. */
  accepts(event: BusEvent): event is E;
  /** Who receives it. */
  audience: HubAudience;
  /** The invocation's arguments. */
  args(event: E): unknown[];
  /**
   * Shortest time between two sends for one audience (a customer, or a customer's users): the
   * first at once, later ones within the window once at its end (the latest). None: every one.
   */
  coalesceMs?: number;
}

/** The events a hub delivers; a new event is one more row. */
export type HubEventTable = readonly HubEventDefinition[];

/** Types one row of the table against its bus event. */
export const hubEvent = <E extends BusEvent>(
  definition: Omit<HubEventDefinition<E>, 'args'> & { args(event: NoInfer<E>): unknown[] },
) => definition as unknown as HubEventDefinition;

/** Accepts the bus signals of one `kind` (see `CustomerSignal`). */
export const signalOf =
  (kind: string) =>
  (event: BusEvent): event is CustomerSignal =>
    (event as { kind?: unknown }).kind === kind;

/** The users a bus event names (none for customer-wide signals). */
export const userIdsOf = (event: BusEvent): readonly number[] =>
  ('userIds' in event && Array.isArray(event.userIds) ? event.userIds : []) as readonly number[];

/**
 * `NewAtt(flag, phone, messages)` to the users the event names (seed 000 section 3), with a fourth
 * argument: the new waiting item's row for a `Waiting` event that has one, otherwise null (issue 21;
 * a client that reads three arguments ignores it).
 */
export const NEW_ATT_EVENT = hubEvent<HubEvent>({
  name: 'NewAtt',
  accepts: isNewAttEvent,
  audience: { to: 'users' },
  args: (event) => [event.flag, event.phone, event.messages, event.item ?? null],
});
