/**
 * The wire contract shared by the API server and every client: the error codes the API answers
 * with (`{ error, message, field? }`) and the flags of the `NewAtt(flag, phone, messages)` hub
 * event (docs/adr/0003). Plain constants with no imports, so the server can use them too.
 */

/** The error codes the API answers with. */
export const API_ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'already_taken',
  'conflict',
  'payload_too_large',
  'unsupported_file',
  'internal',
  /** PUT User_Data_Perm: the old password (`old_Pass`) is wrong (400). */
  'wrong_password',
  /** The password expired: only the password change and logout are open until it is changed (403). */
  'password_expired',
  /** Login throttled after repeated failures; `Retry-After` says when to try again (429). */
  'too_many_attempts',
] as const;

/** One of the API's error codes. */
export type ServerErrorCode = (typeof API_ERROR_CODES)[number];

/** Flags of the `NewAtt` hub event (the specification leaves them open). */
export const NewAttFlag = {
  /** A new waiting item arrived in a group the agent serves. */
  Waiting: 1,
  /** The end client wrote on an item (waiting or active). */
  ClientMessage: 2,
  /** A waiting item was taken by an agent (leave the waiting list). */
  Taken: 3,
  /** An item was transferred: it left its agent and returned to a group's waiting list. */
  Transferred: 4,
  /** An item was closed. */
  Closed: 5,
  /**
   * An agent message was sent on an item (other sessions of the same agent refresh), or its
   * `delivery` to the channel changed (the message comes again with its new state; ADR 0009).
   */
  AgentMessage: 6,
} as const;

/** One of the `NewAttFlag` values. */
export type NewAttFlag = (typeof NewAttFlag)[keyof typeof NewAttFlag];
