import { Type, type TSchema } from '@sinclair/typebox';
import { FLOW_LIMITS } from '../flows/constants';
import { EXAMPLE_START_STEP } from './flowExample';
import { FlowStepInputSchema } from './flows';

/**
 * The flow editor's view of runs (issue 19, docs/adr/0030): `Flow_Test_Turn` runs the flow being
 * edited through the chatbot runtime in a sandbox, one client message a call, its state kept by the
 * caller; `Flow_Step_Stats` counts the real interactions' visits and drop-off per step.
 */

const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, pattern: NO_CONTROL_CHARACTERS, description });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = () => Type.Integer({ minimum: 0, maximum: FLOW_LIMITS.maxId });

/** A sandbox conversation's state, as the runtime keeps it on an interaction (the panel sends it back). */
export const FlowTestStateSchema = Type.Object(
  {
    step_Id: Nullable(Id()),
    awaiting: Type.Boolean(),
    variables: Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 4096 }), {
      maxProperties: 200,
    }),
    passes: Type.Record(
      Type.String({ maxLength: 20 }),
      Type.Integer({ minimum: 0, maximum: 1000 }),
      {
        maxProperties: FLOW_LIMITS.maxSteps,
      },
    ),
    steps_Run: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    campaign_Id: Nullable(Id()),
    /** The conversation ended (closed, handed off): the next message starts it again. */
    ended: Type.Boolean(),
  },
  {
    examples: [
      {
        step_Id: 0,
        awaiting: true,
        variables: {},
        passes: {},
        steps_Run: 1,
        campaign_Id: null,
        ended: false,
      },
    ],
  },
);

/**
 * `POST Flow_Test_Turn?Customer_Id`: the flow as the editor holds it (saved or not; checked by the
 * save rules), the state of the previous turn (absent: the flow starts), the client's message (and
 * the picked option's id), and what an integration step's call answers in the sandbox.
 */
export const FlowTestTurnBodySchema = Type.Object({
  initial_Step_Id: Id(),
  exit_String: Text(FLOW_LIMITS.nameLength),
  exit_Message: Text(FLOW_LIMITS.messageLength),
  steps: Type.Array(FlowStepInputSchema, {
    minItems: 1,
    maxItems: FLOW_LIMITS.maxSteps,
    examples: [[EXAMPLE_START_STEP]],
  }),
  state: Type.Optional(FlowTestStateSchema),
  text: Text(FLOW_LIMITS.messageLength, "The client's message"),
  choice_Id: Type.Optional(Text(40, 'The id of a picked option (a button or list reply)')),
  integration_Result: Type.Optional(
    Type.Union([Type.Literal('success'), Type.Literal('failure')], {
      description:
        'What integration steps answer in the sandbox (no call is made): success by default',
    }),
  ),
});

/** One message of the bot in a sandbox turn: a text, an image link, a question with options, or a call not made. */
export const FlowTestMessageSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('text'),
    Type.Literal('image'),
    Type.Literal('choices'),
    Type.Literal('call'),
  ]),
  /** The text; an image's link; a call's method and address. */
  text: Type.String(),
  choices: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
});

/** The answer of a sandbox turn: the new state, the bot's messages, the steps entered and how it stopped. */
export const FlowTestTurnAnswerSchema = Type.Object({
  state: FlowTestStateSchema,
  messages: Type.Array(FlowTestMessageSchema),
  /** The steps entered in this turn, in order (the canvas draws the path). */
  path: Type.Array(Type.Integer()),
  end: Type.Object({
    kind: Type.Union([Type.Literal('await'), Type.Literal('end'), Type.Literal('handoff')]),
    reason: Nullable(Type.String()),
    group_Id: Nullable(Type.Integer()),
  }),
  /** A reply the step refused: its validation text (empty: no option matched). */
  rejected: Nullable(Type.Object({ step_Id: Type.Integer(), rule: Type.String() })),
});

/** `GET Flow_Step_Stats?Customer_Id&Flow_Id&Start_Date&End_Date`: one row per step with visits. */
export const FlowStepStatsRowSchema = Type.Object({
  step_Id: Type.Integer(),
  /** Interactions (started in the range) that entered the step at least once. */
  visits: Type.Integer(),
  /** Of those, the ones that ended (not handed off or final) or expired while standing at it. */
  drop_Off: Type.Integer(),
});
