/**
 * The flow editor's constants (seed 001 §4 "Flow editor", §9; seed 000 §9) and this product's own
 * limits, shared by the flow designer and the provider API.
 */

/**
 * Seed 001 §4: "A new flow starts with one initial step named Start (type 1, id 0) at position
 * 100,100"; §9: "Flow initial step: named Start, id 0, at 100,100, type 1."
 */
export const FLOW_START_STEP = Object.freeze({
  step_Id: 0,
  step_Name: 'Start',
  step_Type: 1,
  pos_X: 100,
  pos_Y: 100,
} as const);

/** Seed 001 §3: "next_Step_Id (-1 means final reply)"; §9 "Transition value -1 means final." */
export const FINAL_NEXT_STEP_ID = -1;

/**
 * Seed 001 §4: "New unpositioned steps are spaced 380 horizontally, wrapping at 800, and 200
 * vertically" (§9 the same).
 */
export const FLOW_LAYOUT = Object.freeze({ spacingX: 380, wrapX: 800, spacingY: 200 } as const);

/**
 * Seed 000 §9: the exit defaults of a new flow, `Salida` and `Hasta luego, muchas gracias por
 * comunicarse con nosotros` (the spec's literals, stored as they are, whatever the editor's language).
 */
export const FLOW_EXIT_DEFAULTS = Object.freeze({
  exit_String: 'Salida',
  exit_Message: 'Hasta luego, muchas gracias por comunicarse con nosotros',
} as const);

/**
 * Our limits (the seeds give none). Why these numbers:
 * - `maxSteps` 3,000: the bench seeds 1,000- and 2,000-step flows that must open and save; 50 % above
 *   the largest keeps them valid while bounding one save's work (one multi-row insert).
 * - `maxRepliesPerStep` 50: WhatsApp sends more than 10 replies as numbered text, which stops being
 *   readable long before 50; a bound keeps one step's output list drawable.
 * - `maxImportBytes` / `maxBodyBytes` 8 MiB: a 3,000-step flow with a few replies each is 2 to 3 MB
 *   of JSON; 8 MiB leaves room for long messages and refuses anything absurd before parsing.
 * - Texts: names 200 (a step name is a node title), a message 4,096 (WhatsApp's text message limit),
 *   a reply value 1,000, every other step field (integration address, headers, calculation...) 4,000.
 * - Positions within ±1,000,000 (a canvas coordinate; finite, never NaN); ids up to 2^31−1 (int4).
 */
export const FLOW_LIMITS = Object.freeze({
  maxSteps: 3000,
  maxRepliesPerStep: 50,
  maxImportBytes: 8 * 1024 * 1024,
  maxBodyBytes: 8 * 1024 * 1024,
  nameLength: 200,
  messageLength: 4096,
  replyLength: 1000,
  fieldLength: 4000,
  maxPosition: 1_000_000,
  maxId: 2147483647,
} as const);

/**
 * Seed 001 §5: "Line breaks are stored as a marker sequence and converted back on load. The exact
 * marker is not shown." Ours is `[br]`, in the provider's bracket style of its validation texts
 * (`lessthen[n]`, `in[list]`, `validate[Date]`).
 */
export const FLOW_LINE_BREAK_MARKER = '[br]';
