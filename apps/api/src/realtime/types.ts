import type { Attendance, HsmStatusChanged, NewAttFlag } from '@atende/contract';

/** Flags of `NewAtt` come from the shared wire contract (docs/adr/0003). */
export { NewAttFlag } from '@atende/contract';

/** A message as the hub and the message list send it (seed 000 section 3 field names). */
export interface HubMessage {
  message_Id: number;
  attendence_Id: number;
  message: string;
  message_Direction: number;
  message_Update: string;
  /** Delivery of an outgoing message to the channel: pending, sent or failed; null for the others. */
  delivery?: 'pending' | 'sent' | 'failed' | null;
}

/** One real-time event: delivered to the connections activated for `customerId` and one of `userIds`. */
export interface HubEvent {
  customerId: number;
  userIds: number[];
  flag: NewAttFlag;
  phone: string;
  messages: HubMessage[];
  /**
   * The new waiting item as the waiting list shows it (`User_Att_Waitting`'s row), with a `Waiting`
   * flag for a client's first message: a desk adds it instead of reloading its queues (issue 21).
   */
  item?: Attendance;
}

/**
 * A customer-wide signal: something the managers' dashboard shows changed (an attendance was
 * enqueued, taken, transferred or closed; an interaction changed). Each hub instance sends its own
 * manager connections `DashboardChanged`, coalesced per customer (docs/adr/0018-live-dashboard.md).
 */
export interface DashboardSignal {
  kind: 'dashboardChanged';
  customerId: number;
}

/**
 * A customer-wide signal: a bulk-sent row changed state. Each hub instance sends it as
 * `HsmStatusChanged(payload)` to its connections of the customer whose user opens the bulk send
 * screen, every one (not coalesced: each row's state matters) (docs/adr/0020-hsm-bulk-send.md).
 */
export interface HsmStatusSignal {
  kind: 'hsmStatusChanged';
  customerId: number;
  payload: HsmStatusChanged;
}

/**
 * A customer-scoped signal of any hub event declared in the table (docs/adr/0022): `kind` names it
 * on the bus; `userIds` for events that go to users, `payload` for what the event carries.
 */
export interface CustomerSignal {
  kind: string;
  customerId: number;
  userIds?: number[];
  payload?: unknown;
}

/** Anything the bus carries: a `NewAtt` event or a customer-scoped signal. */
export type BusEvent = HubEvent | DashboardSignal | HsmStatusSignal | CustomerSignal;

/** True for a dashboard signal (a `NewAtt` event has no `kind`). */
export function isDashboardSignal(event: BusEvent): event is DashboardSignal {
  return (event as Partial<DashboardSignal>).kind === 'dashboardChanged';
}

/** True for a bulk-send status signal. */
export function isHsmStatusSignal(event: BusEvent): event is HsmStatusSignal {
  return (event as Partial<HsmStatusSignal>).kind === 'hsmStatusChanged';
}

/** True for a `NewAtt` event (customer-wide signals carry a `kind`). */
export function isNewAttEvent(event: BusEvent): event is HubEvent {
  return (event as { kind?: unknown }).kind === undefined;
}

/** Carries hub events between API instances (in memory, or Redis pub/sub with REDIS_URL). */
export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  /** `NewAtt` events only (what agents' features and tests listen to). */
  subscribe(listener: (event: HubEvent) => void): () => void;
  /** Every event, dashboard signals included (the hub). */
  subscribeAll(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}
