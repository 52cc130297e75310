// Attendance (service) entities of seed 000 §3, derived from the server's schemas (one source).
import type { Static } from '@sinclair/typebox';
import type {
  AttendanceSchema,
  ClientUpdateAnswerSchema,
  CloseAnswerSchema,
  HistoryEntrySchema,
  MessageDeliverySchema,
  MessageDirectionSchema,
  MessageSchema,
  TransferAnswerSchema,
} from '../schemas/attendance';

/** Who wrote a message: 0 and 3 are the agent's side (right), 1 and 2 the client's (seed 000 §2.4). */
export type MessageDirection = Static<typeof MessageDirectionSchema>;
/** A service, waiting in the queue or active in "my services". */
export type Attendance = Static<typeof AttendanceSchema>;
/** Delivery of an agent's message to the end client: `pending`, `sent` or `failed`. */
export type MessageDelivery = Static<typeof MessageDeliverySchema>;
/** One message of a conversation. */
export type Message = Static<typeof MessageSchema>;
/** A past service of a client, in the history dialog. */
export type HistoryEntry = Static<typeof HistoryEntrySchema>;
/** The answer of a transfer. */
export type TransferAnswer = Static<typeof TransferAnswerSchema>;
/** The answer of a close (plain or with a campaign). */
export type CloseAnswer = Static<typeof CloseAnswerSchema>;
/** The answer of a client rename. */
export type ClientUpdateAnswer = Static<typeof ClientUpdateAnswerSchema>;
