import { Type, type TLiteral } from '@sinclair/typebox';
import { INTERACTION_END_REASONS } from '../dashboard';

/** A UTC date-time as the dashboard calls answer it (ISO, no milliseconds). */
const DateTime = (description: string) => Type.String({ format: 'date-time', description });
/** A date-time that may not have happened yet. */
const MaybeDateTime = (description: string) => Type.Union([DateTime(description), Type.Null()]);

/**
 * Seed 001 §3 "Dashboard summary" (`GET Light_Dashboard`), plus `oldest_Waitting_Start`.
 * The definition of every count is docs/adr/0018-live-dashboard.md.
 */
export const DashboardSummarySchema = Type.Object({
  number_Agents_Enable: Type.Integer({ description: 'Agents of the customer who are available' }),
  number_Agents_Disable: Type.Integer({ description: 'Agents of the customer who are paused' }),
  total_Agents: Type.Integer({
    description: 'Users of the customer who may serve (Attendence 2+)',
  }),
  number_Attended: Type.Integer({ description: 'Attendances of the range that were closed' }),
  total_Attendence: Type.Integer({ description: 'Attendances whose queue start is in the range' }),
  number_Attendence_Waitting: Type.Integer({ description: 'Of those, still waiting (on hold)' }),
  number_In_Attendence: Type.Integer({ description: 'Of those, being attended now' }),
  number_Interactions_Abandoned: Type.Integer(),
  number_Interactions_Closed: Type.Integer(),
  number_Interactions_Open: Type.Integer(),
  total_Interactions: Type.Integer({ description: 'Chatbot sessions started in the range' }),
  attendence_Waitting_Time_Sec: Type.Number({
    description: 'Average seconds from queue start to the start of attendance (2 decimals)',
  }),
  oldest_Waitting_Start: MaybeDateTime(
    'Queue start of the longest wait still running among the counted ones (beyond the spec)',
  ),
});

/** Seed 001 §3 "Agent row: user_Login, user_Name, user_Email, user_Attending (1 available, 0 unavailable)." */
export const DashboardAgentRowSchema = Type.Object({
  user_Login: Type.String(),
  user_Name: Type.String(),
  user_Email: Type.String(),
  user_Attending: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description: '1 available (Disponible), 0 paused (No Disponible)',
  }),
});

/**
 * Seed 001 §3 "Attendance row: attendence_Id, client_Identify, attendence_Queue_Start,
 * attendence_Start, attendence_Transfer, attendence_End, agent_Name, attendence_Result."
 */
export const DashboardAttendanceRowSchema = Type.Object({
  attendence_Id: Type.Integer(),
  client_Identify: Type.String({ description: "The client's phone number" }),
  attendence_Queue_Start: DateTime('Queue entry (after a transfer: the transfer time)'),
  attendence_Start: MaybeDateTime('Taken by an agent'),
  attendence_Transfer: MaybeDateTime('Last transfer'),
  attendence_End: MaybeDateTime('Closed'),
  agent_Name: Type.String({ description: 'The agent holding or who held it; empty while waiting' }),
  attendence_Result: Type.String({ description: 'Completion description; empty until closed' }),
});

/** TypeBox literals of a tuple of strings, one per element, each with its own type. */
type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K] & string> };

/** One literal per end reason (a plain `map` would type them all as one union). */
const END_REASON_LITERALS = INTERACTION_END_REASONS.map((reason) =>
  Type.Literal(reason),
) as unknown as Literals<typeof INTERACTION_END_REASONS>;

/** Seed 001 §3 "Interaction row: client_Operation_Id, client_Identify, flow_Name, interaction_Start, last_Interaction." */
export const DashboardInteractionRowSchema = Type.Object({
  client_Operation_Id: Type.Integer({ description: 'The chatbot session (User_Messages_List)' }),
  client_Identify: Type.String(),
  flow_Name: Type.String(),
  interaction_Start: DateTime('Session start'),
  last_Interaction: DateTime('Last message of the session'),
  ended_Reason: Type.Union([Type.Literal(''), ...END_REASON_LITERALS], {
    description: "Beyond the spec: how the session ended (ADR 0024); '' while open",
  }),
});

/** Seed 001 §3 "Message row: message_Update, message, message_Direction (0 Cliente, 1 ChatBot, 2 Asesor)." */
export const DashboardMessageRowSchema = Type.Object({
  message_Update: DateTime('UTC'),
  message: Type.String({ description: 'Text, or the address of a file' }),
  message_Direction: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
    description: '0 client, 1 chatbot, 2 agent',
  }),
});

/** One hour of `Light_Dashboard_Hourly` (beyond the spec): attendances queued in that hour. */
export const DashboardHourSchema = Type.Object({
  hour: DateTime('Start of the UTC hour'),
  total: Type.Integer(),
});

/** `User_Att_Waitting_Count` (beyond the spec): the manager bar's bell (seed 000 §2.5). */
export const WaitingCountSchema = Type.Object({
  count: Type.Integer({ description: 'Clients waiting now in the customer' }),
  oldest_Waitting_Start: MaybeDateTime('Queue start of the longest wait'),
});

/** The payload of the hub's `DashboardChanged` event (customer-wide, to managers). */
export const DashboardChangedSchema = Type.Object({
  customerId: Type.Integer(),
});
