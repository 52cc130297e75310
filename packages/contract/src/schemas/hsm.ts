import { Type, type Static } from '@sinclair/typebox';
import type { HSM_FAILURE_REASONS, HSM_STATES } from '../hsm';
import { FIELD_LIMITS } from '../limits';

/**
 * Bulk template sending (seed 001 §2 "Bulk send", §7 "Bulk sending: POST Hsm_Send with customer_id,
 * client_identification, message, send_date, from, parameters, message_id, campaign_id", §9), plus
 * our `import_id` + `row` (the idempotency key), `Hsm_Status`, `Hsm_Retry` and the hub event
 * (docs/adr/0020-hsm-bulk-send.md).
 */

/** Same pattern as the API's `NO_CONTROL_CHARACTERS` (tab, line feed and carriage return are text). */
const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
const Text = (maxLength: number, minLength = 0, description?: string) =>
  Type.String({ minLength, maxLength, pattern: NO_CONTROL_CHARACTERS, description });
/** A text bounded by its entry of `FIELD_LIMITS` (the one table the browser forms read). */
const Limited = (limit: { minLength: number; maxLength: number }, description?: string) =>
  Text(limit.maxLength, limit.minLength, description);
const HSM = FIELD_LIMITS.HsmSendBody;
const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });

/** One of `HSM_STATES` (written out: TypeBox checks literals, not a plain list). */
export const HsmStateSchema = Type.Union([
  Type.Literal('queued'),
  Type.Literal('sent'),
  Type.Literal('delivered'),
  Type.Literal('failed'),
]);

/** One of `HSM_FAILURE_REASONS`, or null while nothing failed. */
export const HsmReasonSchema = Type.Union([
  Type.Literal('channel_rejected'),
  Type.Literal('no_channel'),
  Type.Literal('invalid_number'),
  Type.Literal('template_disabled'),
  Type.Literal('undeliverable'),
  Type.Literal('expired'),
  Type.Null(),
]);

// The schemas above and the lists of ../hsm stay the same values (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statesMatch: Same<Static<typeof HsmStateSchema>, (typeof HSM_STATES)[number]> = true;
const reasonsMatch: Same<
  Exclude<Static<typeof HsmReasonSchema>, null>,
  (typeof HSM_FAILURE_REASONS)[number]
> = true;
void statesMatch;
void reasonsMatch;

/** `POST Hsm_Send` body: one row of the bulk file (seed 001 §7 names, plus `import_id` and `row`). */
export const HsmSendBodySchema = Type.Object({
  customer_id: Id('Customer id'),
  client_identification: Type.String({
    ...HSM.client_identification,
    pattern: NO_CONTROL_CHARACTERS,
    description:
      "The client's phone: 8..15 digits once '+', spaces, dashes, dots and parentheses are stripped",
    examples: ['+55 11 98765-4321'],
  }),
  message: Limited(HSM.message, "The row's text as the file gives it (template name or text)"),
  send_date: Type.String({
    maxLength: 40,
    pattern: NO_CONTROL_CHARACTERS,
    description: "ISO 8601 date-time with its zone (e.g. 2026-05-01T13:00:00Z); '' sends now",
    examples: [''],
  }),
  from: Limited(HSM.from, 'The sender label of the file'),
  parameters: Limited(
    HSM.parameters,
    "The template's variables separated by '|' ({{1}}, {{2}}, ...)",
  ),
  message_id: Id("The Message_Template id (`message_Id`) of that customer's template"),
  campaign_id: Type.Integer({
    minimum: 0,
    maximum: 2147483647,
    description: "0 = none; otherwise one of the customer's campaigns",
  }),
  import_id: Type.String({
    format: 'uuid',
    maxLength: 36,
    description: 'Made by the client per import (the idempotency key with customer_id and row)',
    examples: ['0b7c4a52-8f3e-4d8a-9a43-3c1f2e6a7b10'],
  }),
  row: Type.Integer({ minimum: 1, maximum: 10000000, description: "The row's line in the file" }),
});

/** `POST Hsm_Send` and `POST Hsm_Retry` answer. */
export const HsmSendAnswerSchema = Type.Object({
  hsm_Id: Type.Integer(),
  state: HsmStateSchema,
  reason: HsmReasonSchema,
  duplicate: Type.Boolean({
    description: '(customer_id, import_id, row) was already sent: nothing was queued again',
  }),
});

/** One row of `GET Hsm_Status?Customer_Id&Import_Id`. */
export const HsmStatusRowSchema = Type.Object({
  hsm_Id: Type.Integer(),
  row: Type.Integer(),
  client_identification: Type.String({ description: 'Digits only' }),
  state: HsmStateSchema,
  reason: HsmReasonSchema,
  updated_At: Type.String({ format: 'date-time' }),
});

/** The payload of the hub's customer-wide `HsmStatusChanged` event. */
export const HsmStatusChangedSchema = Type.Object({
  customer_Id: Type.Integer(),
  import_Id: Type.String(),
  hsm_Id: Type.Integer(),
  row: Type.Integer(),
  state: HsmStateSchema,
  reason: HsmReasonSchema,
});
