// Per-customer catalogues (seed 000 §3, with seed 001 §3 fields), derived from the server's schemas.
import type { Static } from '@sinclair/typebox';
import type {
  AttendanceGroupSchema,
  AttFileSchema,
  CampaignSchema,
  CompletionCodeSchema,
  FlowSchema,
  FlowStepSchema,
  FlowTransitionSchema,
  MessageTemplateSchema,
  ReasonSchema,
  SubReasonSchema,
} from '../schemas/catalog';

/** A closing reason. */
export type Reason = Static<typeof ReasonSchema>;
/** A closing sub-reason under `reason_id`. */
export type SubReason = Static<typeof SubReasonSchema>;
/** A completion status offered when closing. */
export type CompletionCode = Static<typeof CompletionCodeSchema>;
/** An attendance group (transfer target). */
export type AttendanceGroup = Static<typeof AttendanceGroupSchema>;
/** A message template; `auto-asignacion` is the welcome text, `{{Agent_Name}}` the agent's name. */
export type MessageTemplate = Static<typeof MessageTemplateSchema>;
/** A stored file offered in the attachment picker. */
export type AttFile = Static<typeof AttFileSchema>;
/** A campaign as used when closing (active while now lies between its start and end). */
export type Campaign = Static<typeof CampaignSchema>;
/** A transition of a flow step; `next_Step_Id` -1 means final reply. */
export type FlowTransition = Static<typeof FlowTransitionSchema>;
/** A step of a chatbot flow. */
export type FlowStep = Static<typeof FlowStepSchema>;
/** A chatbot flow. */
export type Flow = Static<typeof FlowSchema>;
