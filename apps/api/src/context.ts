import type { ApiConfig } from './config';
import type { Db } from './db/client';
import type { EventBus } from './realtime/types';

/** A reply on its way to the end client (the channel adapter delivers it). */
export interface OutgoingReply {
  customerId: number;
  phoneNumberId: string;
  to: string;
  text: string;
  messageId: number;
}

/** What route handlers and services share: configuration, database, real-time bus and outbound channel. */
export interface AppContext {
  config: ApiConfig;
  db: Db;
  bus: EventBus;
  outbound: { send(reply: OutgoingReply): Promise<void> };
}
