import { Type } from '@sinclair/typebox';

/**
 * Who wrote a message (seed 000 §2.4): "message_Direction 0 and 3 are right-aligned in the agent's own
 * style; 1 and 2 are left-aligned."
 */
export const MessageDirectionSchema = Type.Union(
  [Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)],
  { description: '0 and 3: the agent side; 1 and 2: the client or the bot' },
);

/**
 * Seed 000 §3: "Attendance (service): attendence_Id, client_Id, client_Name, client_Identify (phone),
 * start_Queue (UTC), channel_Id." The waiting and my-services lists.
 */
export const AttendanceSchema = Type.Object({
  attendence_Id: Type.Integer(),
  client_Id: Type.Integer(),
  client_Name: Type.String(),
  client_Identify: Type.String({ description: "The client's phone number" }),
  start_Queue: Type.String({ format: 'date-time', description: 'Queue entry time, UTC' }),
  channel_Id: Type.Integer(),
});

/**
 * Delivery of an agent's message to the end client: queued (`pending`), accepted by the channel
 * (`sent`) or given up after the channel refused it or its retries ran out (`failed`).
 */
export const MessageDeliverySchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('sent'),
  Type.Literal('failed'),
]);

/**
 * Seed 000 §3: "Message: message_Id, attendence_Id, message (text or a file address),
 * message_Direction, message_Update (UTC)." Plus the delivery state of outgoing messages (ADR 0009).
 */
export const MessageSchema = Type.Object({
  message_Id: Type.Integer(),
  attendence_Id: Type.Integer(),
  message: Type.String({ description: 'Text, or the address of a file' }),
  message_Direction: MessageDirectionSchema,
  message_Update: Type.String({ format: 'date-time', description: 'UTC' }),
  delivery: Type.Optional(
    Type.Union([MessageDeliverySchema, Type.Null()], {
      description:
        'Delivery of an outgoing message to the channel (pending, sent, failed); null for the others. ' +
        'Changes arrive as NewAtt AgentMessage events.',
    }),
  ),
});

/**
 * Seed 000 §3: "History entry: completion_Description, start_DateTime, end_DateTime, attendence_Id."
 * `end_DateTime` is null while the service has no end.
 */
export const HistoryEntrySchema = Type.Object({
  attendence_Id: Type.Integer(),
  completion_Description: Type.String(),
  start_DateTime: Type.String(),
  end_DateTime: Type.Union([Type.String(), Type.Null()]),
});

/** The answer of `User_Att_Transfer` (seed 000 §7: "Result shapes of ... transfer calls: not shown"). */
export const TransferAnswerSchema = Type.Object({
  attendence_Id: Type.Integer(),
  attendence_Group_Id: Type.Integer(),
});

/** The answer of `User_Att_Close` and `Light_Ext_Change_Flow_Attendence` (shape not shown by the seeds). */
export const CloseAnswerSchema = Type.Object({
  attendence_Id: Type.Integer(),
  closed: Type.Boolean(),
});

/** The answer of `/User_Att_Details/Client_Update` (seed 000 §7: status 200 is the success). */
export const ClientUpdateAnswerSchema = Type.Object({
  client_Id: Type.Integer(),
  client_Name: Type.String(),
  client_Identify: Type.String(),
});
