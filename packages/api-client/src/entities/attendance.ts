/** Attendance (service) entities of seed 000 section 3, with the server's exact field names. */

/**
 * Who wrote a message: 0 and 3 are shown right-aligned as the agent's side, 1 and 2 left-aligned
 * (seed 000 section 2.4).
 */
export type MessageDirection = 0 | 1 | 2 | 3;

/** A service, waiting in the queue or active in "my services". */
export interface Attendance {
  attendence_Id: number;
  client_Id: number;
  client_Name: string;
  /** The client's phone number. */
  client_Identify: string;
  /** Queue entry time, UTC. */
  start_Queue: string;
  channel_Id: number;
}

/**
 * Delivery of an agent's message to the end client: queued (`pending`), accepted by the channel
 * (`sent`) or given up after the channel refused it or its retries ran out (`failed`).
 */
export type MessageDelivery = 'pending' | 'sent' | 'failed';

/** One message of a conversation. */
export interface Message {
  message_Id: number;
  attendence_Id: number;
  /** Text, or the address of a file. */
  message: string;
  message_Direction: MessageDirection;
  /** UTC. */
  message_Update: string;
  /**
   * Outgoing messages only: their delivery to the channel (null or absent for the client's side and
   * for messages of items without a channel). Changes arrive as `NewAtt` AgentMessage events.
   */
  delivery?: MessageDelivery | null;
}

/** A past service of a client, in the history dialog. */
export interface HistoryEntry {
  attendence_Id: number;
  completion_Description: string;
  start_DateTime: string;
  /** Null while the service has no end. */
  end_DateTime: string | null;
}
