import type { ApiConfig } from './config';
import type { Db } from './db/client';
import type { FileStore } from './files/types';
import type { EventBus } from './realtime/types';

/** The outbound side services see: replies are queued in the outbox table, a worker delivers them. */
export interface OutboundQueue {
  /** Looks for due outbox rows now (call after the commit that queued one). */
  nudge(): void;
}

/** What route handlers and services share: configuration, database, real-time bus, outbound queue, files. */
export interface AppContext {
  config: ApiConfig;
  db: Db;
  bus: EventBus;
  outbound: OutboundQueue;
  /** Where uploaded files live: the stored-file metadata checks its addresses against it. */
  files: FileStore;
}
