// Bulk template sending's entities (seed 001 §7 "Bulk sending"), derived from the server's schemas.
import type { Static } from '@sinclair/typebox';
import type {
  HsmSendAnswerSchema,
  HsmSendBodySchema,
  HsmStatusChangedSchema,
  HsmStatusRowSchema,
} from '../schemas/hsm';

/** `POST Hsm_Send` body: one row of the bulk file. */
export type HsmSendBody = Static<typeof HsmSendBodySchema>;
/** `POST Hsm_Send` / `POST Hsm_Retry` answer. */
export type HsmSendAnswer = Static<typeof HsmSendAnswerSchema>;
/** One row of `GET Hsm_Status`. */
export type HsmStatusRow = Static<typeof HsmStatusRowSchema>;
/** The payload of the hub's `HsmStatusChanged` event. */
export type HsmStatusChanged = Static<typeof HsmStatusChangedSchema>;
