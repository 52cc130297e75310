/**
 * Flags of the hub's `NewAtt(flag, phone, messages)` event. Seed 000 §4: "Real-time event NewAtt:
 * carries a flag, a phone and an array of new messages ... Exact effect per flag value: not shown"
 * (ours: docs/adr/0003).
 */
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
  /** An agent message was sent on an item, or its delivery changed (other sessions refresh). */
  AgentMessage: 6,
} as const;

/** One of the `NewAttFlag` values. */
export type NewAttFlag = (typeof NewAttFlag)[keyof typeof NewAttFlag];
