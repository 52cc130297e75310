/**
 * Per-customer catalogues used by the agent screen (seed 000 section 3; extra fields from seed 001
 * section 3), with the server's exact field names.
 */

/** A closing reason. */
export interface Reason {
  reason_id: number;
  reason_description: string;
}

/** A closing sub-reason under `reason_id` (seed 000 spells the id `sub_reason_Id`). */
export interface SubReason {
  sub_reason_Id: number;
  sub_reason_description: string;
  reason_id: number;
}

/** A completion status offered when closing. */
export interface CompletionCode {
  completion_Id: number;
  completion_Description: string;
}

/** An attendance group (transfer target). */
export interface AttendanceGroup {
  attendence_Group_Id: number;
  attendence_Group_Name: string;
  attendence_Channel_Id?: number;
  enable?: boolean;
}

/** A message template; `auto-asignacion` is the welcome text, `{{Agent_Name}}` the agent's name. */
export interface MessageTemplate {
  message_Id: number;
  message_Template_Name: string;
  message_Template: string;
  enable?: boolean;
  att_Group?: number[];
}

/** A stored file offered in the attachment picker. */
export interface AttFile {
  file_Id: number;
  file_Name: string;
  file_Reference?: string;
  enable?: boolean;
  att_Group?: number[];
}

/**
 * A campaign as used when closing. Start and end decide whether it is active (seed 000 section 4);
 * their field names are not in the specifications and follow the API's answer.
 */
export interface Campaign {
  campaign_Id: number;
  campaign_Name: string;
  flow_Name: string;
  channel_Id?: number;
  start_DateTime?: string;
  end_DateTime?: string;
}

/** A transition of a flow step; `next_Step_Id` -1 means final reply. */
export interface FlowTransition {
  transition_Value: string;
  next_Flow_Id: number;
  next_Step_Id: number;
  variable_Value: string;
}

/** A step of a chatbot flow (seed 001 section 3). */
export interface FlowStep {
  step_Id: number;
  step_Name: string;
  step_Type: number;
  step_Message: string;
  step_Integration_Method: string;
  step_Integration: string;
  step_Integration_Parameter: string;
  step_Integration_Headers: string;
  step_Integration_Authorize: string;
  step_Calculation: string;
  step_Image_URL: string;
  step_Operational_Variable: string;
  step_Validation: string;
  pos_X: number;
  pos_Y: number;
  additional_var: string;
  initial_Step: boolean;
  transitions: FlowTransition[];
}

/** A chatbot flow (seed 001 section 3). */
export interface Flow {
  flow_Id: number;
  flow_Name: string;
  channel_Id: number;
  initial_Step_Id: number;
  identify_Initial_Message: string;
  start_DateTime: string;
  end_DateTime: string;
  exit_String: string;
  exit_Message: string;
  steps?: FlowStep[];
  customer_Id: number;
}
