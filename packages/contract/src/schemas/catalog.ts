import { Type } from '@sinclair/typebox';

/** Seed 000 §3: "Reason: reason_id, reason_description." */
export const ReasonSchema = Type.Object({
  reason_id: Type.Integer(),
  reason_description: Type.String(),
});

/**
 * Seed 000 §3: "Sub-reason: sub_reason_Id, sub_reason_description (also reason_id as parent)".
 * (Seed 001 §3 spells the id `sub_reason_id`; the list answers with seed 000's spelling.)
 */
export const SubReasonSchema = Type.Object({
  sub_reason_Id: Type.Integer(),
  sub_reason_description: Type.String(),
  reason_id: Type.Integer(),
});

/** Seed 000 §3: "Completion code: completion_Id, completion_Description." */
export const CompletionCodeSchema = Type.Object({
  completion_Id: Type.Integer(),
  completion_Description: Type.String(),
});

/**
 * Seed 000 §3: "Attendance group: attendence_Group_Id, attendence_Group_Name." Seed 001 §3 adds
 * "attendence_Channel_Id, enable" (the group list has them; a customer's `group_List` does not).
 */
export const AttendanceGroupSchema = Type.Object({
  attendence_Group_Id: Type.Integer(),
  attendence_Group_Name: Type.String(),
  attendence_Channel_Id: Type.Optional(Type.Integer()),
  enable: Type.Optional(Type.Boolean()),
});

/**
 * Seed 000 §3: "Message template: message_Id, message_Template_Name, message_Template"; seed 001 §3
 * adds "enable, att_Group (list)" (the console's template list; the agent's picker omits them).
 */
export const MessageTemplateSchema = Type.Object({
  message_Id: Type.Integer(),
  message_Template_Name: Type.String(),
  message_Template: Type.String(),
  enable: Type.Optional(Type.Boolean()),
  att_Group: Type.Optional(Type.Array(Type.Integer())),
});

/** Seed 000 §3: "File: file_Id, file_Name"; seed 001 §3: "file_Reference, enable, att_Group". */
export const AttFileSchema = Type.Object({
  file_Id: Type.Integer(),
  file_Name: Type.String(),
  file_Reference: Type.Optional(Type.String({ description: 'The address a message carries' })),
  enable: Type.Optional(Type.Boolean()),
  att_Group: Type.Optional(Type.Array(Type.Integer())),
});

/**
 * Seed 000 §3: "Campaign (as used when closing): campaign_Id, campaign_Name, flow_Name, and others
 * listed in document 2". Start and end decide whether it is active (seed 000 §4); their names, the
 * resend interval (seed 001 §9, in hours) and the message follow the API's answer.
 */
export const CampaignSchema = Type.Object({
  campaign_Id: Type.Integer(),
  campaign_Name: Type.String(),
  flow_Name: Type.String(),
  channel_Id: Type.Optional(Type.Integer()),
  start_DateTime: Type.Optional(Type.String()),
  end_DateTime: Type.Optional(Type.String()),
  resend_Interval: Type.Optional(Type.Integer({ description: 'Hours' })),
  campaign_Message: Type.Optional(Type.String()),
  active: Type.Optional(Type.Boolean()),
});

/** Seed 001 §3: "Transition. transition_Value, next_Flow_Id, next_Step_Id (-1 means final reply), variable_Value." */
export const FlowTransitionSchema = Type.Object({
  transition_Value: Type.String(),
  next_Flow_Id: Type.Integer(),
  next_Step_Id: Type.Integer(),
  variable_Value: Type.String(),
});

/** Seed 001 §3: "Step. step_Id, step_Name, step_Type, step_Message, ... pos_X, pos_Y, additional_var, initial_Step, transitions." */
export const FlowStepSchema = Type.Object({
  step_Id: Type.Integer(),
  step_Name: Type.String(),
  step_Type: Type.Integer(),
  step_Message: Type.String(),
  step_Integration_Method: Type.String(),
  step_Integration: Type.String(),
  step_Integration_Parameter: Type.String(),
  step_Integration_Headers: Type.String(),
  step_Integration_Authorize: Type.String(),
  step_Calculation: Type.String(),
  step_Image_URL: Type.String(),
  step_Operational_Variable: Type.String(),
  step_Validation: Type.String(),
  pos_X: Type.Number(),
  pos_Y: Type.Number(),
  additional_var: Type.String(),
  initial_Step: Type.Boolean(),
  transitions: Type.Array(FlowTransitionSchema),
});

/**
 * Seed 001 §3: "Flow. flow_Id, flow_Name, channel_Id, initial_Step_Id, identify_Initial_Message,
 * start_DateTime, end_DateTime, exit_String, exit_Message, steps, customer_Id." The end date is
 * optional (seed 001 §2 "optional end date"): null when absent. `List_Flow` answers without steps
 * and with `flow_Version` (docs/adr/0023).
 */
export const FlowSchema = Type.Object({
  flow_Id: Type.Integer(),
  flow_Name: Type.String(),
  channel_Id: Type.Integer(),
  initial_Step_Id: Type.Integer(),
  identify_Initial_Message: Type.String(),
  start_DateTime: Type.String(),
  end_DateTime: Type.Union([Type.String(), Type.Null()]),
  exit_String: Type.String(),
  exit_Message: Type.String(),
  steps: Type.Optional(Type.Array(FlowStepSchema)),
  customer_Id: Type.Integer(),
  flow_Version: Type.Optional(
    Type.Integer({
      description: 'The stored version (ours, issue 18): a save names it as base_Version',
    }),
  ),
});
