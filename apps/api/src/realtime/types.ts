import type { NewAttFlag } from '@atende/contract';

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
}

/** Carries hub events between API instances (in memory, or Redis pub/sub with REDIS_URL). */
export interface EventBus {
  publish(event: HubEvent): Promise<void>;
  subscribe(listener: (event: HubEvent) => void): () => void;
  close(): Promise<void>;
}
