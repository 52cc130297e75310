// The report area's wire entities (seed 001 §3 and §7), derived from the server's schemas (one source).
import type { Static } from '@sinclair/typebox';
import type { EmbedTokenSchema } from '../schemas/embed';
import type { PaymentRowSchema } from '../schemas/payments';

/** One row of the payments report (`List_Payments`). */
export type PaymentRow = Static<typeof PaymentRowSchema>;
/** What `Token_Metabase` answers: the token, the frame address and its expiry. */
export type EmbedToken = Static<typeof EmbedTokenSchema>;
