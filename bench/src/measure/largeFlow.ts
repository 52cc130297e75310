import {
  encodeFlowText,
  encodePassword,
  FINAL_NEXT_STEP_ID,
  FLOW_EXIT_DEFAULTS,
  FLOW_START_STEP,
  flowSaveProblems,
  flowViewPath,
  unpositionedStepPosition,
  type FlowStep,
  type FlowTransition,
  type FlowUpdateAnswer,
  type FlowUpdateBody,
} from '@atende/contract';
import { DEMO_PASSWORD } from '../stack/areas';

/** A user logged in through the API: the token for `Authorization`, and their customers. */
export interface ApiLogin {
  token: string;
  customers: Array<{ customer_Id: number; customer_Name: string }>;
}

/** `GET /api/User_Validate` (the login dialog's call) for `user` with the demo password. */
export async function apiLogin(apiUrl: string, user: string): Promise<ApiLogin> {
  const query = new URLSearchParams({ User_Login: user, User_Pass: encodePassword(DEMO_PASSWORD) });
  const res = await fetch(`${apiUrl}/api/User_Validate?${query}`);
  const body = (await res.json()) as { token?: string; customer?: ApiLogin['customers'] };
  if (!res.ok || !body.token) throw new Error(`User_Validate answered ${res.status} for ${user}.`);
  return { token: body.token, customers: body.customer ?? [] };
}

/** The id of the customer named `name` among the login's customers. */
export function customerIdOf(login: ApiLogin, name: string): number {
  const found = login.customers.find((c) => c.customer_Name === name);
  if (!found) throw new Error(`The user has no customer named ${name}.`);
  return found.customer_Id;
}

const reply = (value: string, next: number): FlowTransition => ({
  transition_Value: value,
  next_Flow_Id: 0,
  next_Step_Id: next,
  variable_Value: '',
});

/**
 * The replies of step `i` of `count`: "Continue" to the next step (the chain that makes every step
 * reachable), every third step also "Other option" two steps on (a branch), every tenth step "Back to
 * the menu" to the head of its block of ten (a loop, as bots' menus do), every fiftieth "Talk to an
 * agent" as a final reply, and the last step "Goodbye" (final).
 */
function repliesOf(i: number, count: number): FlowTransition[] {
  const replies: FlowTransition[] = [];
  if (i < count - 1) replies.push(reply('Continue', i + 1));
  if (i % 3 === 0 && i + 2 < count) replies.push(reply('Other option', i + 2));
  if (i % 10 === 9) replies.push(reply('Back to the menu', i - 9));
  if (i % 50 === 25) replies.push(reply('Talk to an agent', FINAL_NEXT_STEP_ID));
  if (i === count - 1) replies.push(reply('Goodbye', FINAL_NEXT_STEP_ID));
  return replies;
}

/**
 * Step `i` of a large flow, in the contract's shape: Start (type 1, id 0, at 100,100) first, then the
 * others where the editor places unpositioned steps (seed 001 §4: 380 across, wrapping at 800, 200
 * down), so the flow is as an import without positions would draw it. Types as a real bot mixes them:
 * mostly messages (1, some of two lines: the line-break marker), an integration (3, GET or POST) every
 * seventh step, a group transfer (6, the group id in the parameter) every eleventh.
 */
function stepOf(i: number, count: number): FlowStep {
  const type = i === 0 ? FLOW_START_STEP.step_Type : i % 7 === 0 ? 3 : i % 11 === 0 ? 6 : 1;
  const position =
    i === 0
      ? { pos_X: FLOW_START_STEP.pos_X, pos_Y: FLOW_START_STEP.pos_Y }
      : unpositionedStepPosition(i - 1);
  const message =
    i % 4 === 0
      ? `Step ${i}: choose an option.\nReply with the number of what you need.`
      : `Step ${i}: thanks, we are checking your request.`;
  return {
    step_Id: i,
    step_Name: i === 0 ? FLOW_START_STEP.step_Name : `Step ${i}`,
    step_Type: type,
    step_Message: encodeFlowText(message),
    step_Integration_Method: type === 3 ? (i % 2 === 0 ? 'GET' : 'POST') : '',
    step_Integration: type === 3 ? `https://erp.example.test/orders/${i}` : '',
    step_Integration_Parameter: type === 3 ? 'order' : type === 6 ? '1' : '',
    step_Integration_Headers: type === 3 ? '{"Accept":"application/json"}' : '',
    step_Integration_Authorize: '',
    step_Calculation: '',
    step_Image_URL: '',
    step_Operational_Variable: '',
    step_Validation: '',
    ...position,
    additional_var: '',
    initial_Step: i === 0,
    transitions: repliesOf(i, count),
  };
}

/** A new flow of `count` steps for `customerId` (`Data_Flow_Update` body, flow id 0: created). */
export function largeFlowBody(count: number, customerId: number, name: string): FlowUpdateBody {
  const steps = Array.from({ length: count }, (_, i) => stepOf(i, count));
  const problems = flowSaveProblems(steps);
  if (problems.length > 0)
    throw new Error(`The generated flow breaks a save rule: ${problems[0]?.code}`);
  return {
    flow_Id: 0,
    flow_Name: name,
    channel_Id: 1,
    initial_Step_Id: FLOW_START_STEP.step_Id,
    identify_Initial_Message: `large ${count}`,
    start_DateTime: '2026-01-01T00:00:00.000Z',
    end_DateTime: null,
    ...FLOW_EXIT_DEFAULTS,
    steps,
    customer_Id: customerId,
  };
}

/** `POST /api/Data_Flow_Update` from the bench (Node, loopback): the answer and the time to it. */
export async function saveThroughApi(
  apiUrl: string,
  token: string,
  body: FlowUpdateBody,
): Promise<{ answer: FlowUpdateAnswer; ms: number; bytes: number }> {
  const json = JSON.stringify(body);
  const t0 = performance.now();
  const res = await fetch(`${apiUrl}/api/Data_Flow_Update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: json,
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`Data_Flow_Update answered ${res.status}: ${text.slice(0, 300)}`);
  return { answer: JSON.parse(text) as FlowUpdateAnswer, ms, bytes: Buffer.byteLength(json) };
}

/** The flow fields the editor's address carries. */
type FlowFields = Pick<
  FlowUpdateBody,
  | 'flow_Name'
  | 'channel_Id'
  | 'identify_Initial_Message'
  | 'start_DateTime'
  | 'end_DateTime'
  | 'exit_String'
  | 'exit_Message'
>;

/** The editor's address (`view-fluxo`) of a saved flow. */
export function editorPathOf(flow: FlowFields, flowId: number): string {
  return flowViewPath({
    id: flowId,
    name: flow.flow_Name,
    channel: flow.channel_Id,
    flowMessage: flow.identify_Initial_Message,
    startDate: flow.start_DateTime,
    endDate: flow.end_DateTime ?? '',
    flowExitMessage: flow.exit_String,
    flowLeaveMessage: flow.exit_Message,
  });
}

/** The editor's address of the customer's first active flow (`GET List_Flow`, as the list asks). */
export async function firstFlowPath(apiUrl: string, token: string, customerId: number) {
  const query = new URLSearchParams({ Active_Flow: 'true', Customer_Id: String(customerId) });
  const res = await fetch(`${apiUrl}/api/List_Flow?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const flows = (await res.json()) as Array<FlowFields & { flow_Id: number }>;
  const flow = res.ok ? flows[0] : undefined;
  if (!flow) throw new Error(`List_Flow answered ${res.status} with no flow.`);
  return { name: flow.flow_Name, path: editorPathOf(flow, flow.flow_Id) };
}
