import { FLOW_START_STEP } from './constants';
import { stepTypeHasMessage } from './stepFields';
import { whatsappProblems } from './whatsapp';

/** The step fields the flow rules read (a `FlowStep` or a `FlowUpdateBody` step). */
export interface FlowRuleStep {
  readonly step_Id: number;
  readonly step_Name: string;
  readonly step_Type: number;
  readonly step_Message: string;
  readonly transitions: readonly {
    readonly transition_Value: string;
    readonly next_Flow_Id: number;
    readonly next_Step_Id: number;
  }[];
}

/** The flow fields the live problems panel reads. */
export interface FlowRuleFlow {
  readonly flow_Id?: number;
  readonly initial_Step_Id?: number;
  readonly steps: readonly FlowRuleStep[];
}

/**
 * What is wrong with a step. Seed 001 §5's save rules (`noReplies`, `repeatedReply`, `noIncoming`)
 * block a save; the live panel adds `missingTarget` (a reply to a step that does not exist, also
 * an error) and the warnings `unreachable`, `emptyMessage` and WhatsApp's limits.
 */
export const FLOW_PROBLEM_CODES = Object.freeze([
  'noReplies',
  'repeatedReply',
  'noIncoming',
  'missingTarget',
  'unreachable',
  'emptyMessage',
  'whatsappList',
  'whatsappTooManyReplies',
  'buttonTitleTooLong',
  'rowTitleTooLong',
] as const);

/** One of `FLOW_PROBLEM_CODES` (each has a text under `common:flowProblems.<code>`). */
export type FlowProblemCode = (typeof FLOW_PROBLEM_CODES)[number];

/** One problem, naming its step (and the reply, the missing target or the broken limit). */
export interface FlowProblem {
  readonly stepId: number;
  readonly code: FlowProblemCode;
  readonly severity: 'error' | 'warning';
  /** The reply's position in the step's transitions (0-based). */
  readonly replyIndex?: number;
  /** `missingTarget`: the step id the reply points to. */
  readonly targetStepId?: number;
  /** The limit a WhatsApp problem refers to (3 buttons, 10 rows, 20 or 24 characters). */
  readonly limit?: number;
}

/** Whether a transition points into this flow (next_Flow_Id 0, or this flow's own id). */
function isInFlow(transition: FlowRuleStep['transitions'][number], flowId: number): boolean {
  return transition.next_Flow_Id === 0 || (flowId > 0 && transition.next_Flow_Id === flowId);
}

/**
 * Seed 001 §5 "Flow save is blocked ... if any step has no replies, if two neighbouring replies in
 * a step have the same text, or if any step other than the one named Start has no incoming
 * connection". The editor blocks its save with these and the API refuses them (400 `flow_invalid`).
 * `flowId` tells replies into this flow from replies into another (`next_Flow_Id`).
 */
export function flowSaveProblems(steps: readonly FlowRuleStep[], flowId = 0): FlowProblem[] {
  const incoming = new Set<number>();
  for (const step of steps) {
    for (const t of step.transitions) {
      if (t.next_Step_Id >= 0 && isInFlow(t, flowId)) incoming.add(t.next_Step_Id);
    }
  }
  const problems: FlowProblem[] = [];
  for (const step of steps) {
    if (step.transitions.length === 0) {
      problems.push({ stepId: step.step_Id, code: 'noReplies', severity: 'error' });
    }
    step.transitions.forEach((t, index) => {
      if (index > 0 && t.transition_Value === step.transitions[index - 1]!.transition_Value) {
        problems.push({
          stepId: step.step_Id,
          code: 'repeatedReply',
          severity: 'error',
          replyIndex: index,
        });
      }
    });
    if (step.step_Name !== FLOW_START_STEP.step_Name && !incoming.has(step.step_Id)) {
      problems.push({ stepId: step.step_Id, code: 'noIncoming', severity: 'error' });
    }
  }
  return problems;
}

/** The step a flow starts at: `initial_Step_Id` when it exists, else the step named Start. */
function startStepId(flow: FlowRuleFlow, ids: ReadonlySet<number>): number | undefined {
  if (flow.initial_Step_Id !== undefined && ids.has(flow.initial_Step_Id))
    return flow.initial_Step_Id;
  return flow.steps.find((s) => s.step_Name === FLOW_START_STEP.step_Name)?.step_Id;
}

/** The ids reachable from the start step through replies into this flow. */
function reachableIds(flow: FlowRuleFlow, byId: ReadonlyMap<number, FlowRuleStep>): Set<number> {
  const start = startStepId(flow, new Set(byId.keys()));
  const seen = new Set<number>();
  const queue = start === undefined ? [] : [start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const t of byId.get(id)?.transitions ?? []) {
      if (t.next_Step_Id >= 0 && isInFlow(t, flow.flow_Id ?? 0) && byId.has(t.next_Step_Id)) {
        queue.push(t.next_Step_Id);
      }
    }
  }
  return seen;
}

/**
 * The live problems panel (issue 18): the save rules, replies to steps that do not exist, steps the
 * start cannot reach, empty messages where the step type shows one (seed 001 §4's table), and
 * WhatsApp's limits. Ordered by the flow's step order; each entry names its step.
 */
export function flowProblems(flow: FlowRuleFlow): FlowProblem[] {
  const flowId = flow.flow_Id ?? 0;
  const byId = new Map(flow.steps.map((s) => [s.step_Id, s] as const));
  const reachable = reachableIds(flow, byId);
  const saveProblems = new Map<number, FlowProblem[]>();
  for (const problem of flowSaveProblems(flow.steps, flowId)) {
    saveProblems.set(problem.stepId, [...(saveProblems.get(problem.stepId) ?? []), problem]);
  }
  const problems: FlowProblem[] = [];
  for (const step of flow.steps) {
    const own = saveProblems.get(step.step_Id) ?? [];
    problems.push(...own);
    step.transitions.forEach((t, replyIndex) => {
      if (t.next_Step_Id >= 0 && isInFlow(t, flowId) && !byId.has(t.next_Step_Id)) {
        problems.push({
          stepId: step.step_Id,
          code: 'missingTarget',
          severity: 'error',
          replyIndex,
          targetStepId: t.next_Step_Id,
        });
      }
    });
    if (!reachable.has(step.step_Id) && !own.some((p) => p.code === 'noIncoming')) {
      problems.push({ stepId: step.step_Id, code: 'unreachable', severity: 'warning' });
    }
    if (stepTypeHasMessage(step.step_Type) && step.step_Message.trim() === '') {
      problems.push({ stepId: step.step_Id, code: 'emptyMessage', severity: 'warning' });
    }
    problems.push(...whatsappProblems(step));
  }
  return problems;
}
