import {
  flowSaveProblems,
  type FlowProblem,
  type FlowStep,
  type FlowUpdateBody,
} from '@atende/contract';
import { ApiError, badRequest } from '../http/errors';

/** A flow as it will be stored: the body's fields checked, its dates read and its steps normalised. */
export interface CheckedFlow {
  name: string;
  channelId: number;
  initialStepId: number;
  identifyInitialMessage: string;
  startAt: Date;
  endAt: Date | null;
  exitString: string;
  exitMessage: string;
  steps: FlowStep[];
}

/** A date-time field: an ISO 8601 text a `Date` reads (400 naming the field otherwise). */
function dateOf(field: string, value: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw badRequest(field, `${field} must be an ISO 8601 date and time.`);
  }
  return date;
}

/**
 * A step as stored: exactly seed 001 §3's fields (nothing else a body carried), positions rounded
 * (seed 001 §4 "Step positions are rounded"), `initial_Step` true for the flow's initial step only.
 */
function storedStep(step: FlowUpdateBody['steps'][number], initialStepId: number): FlowStep {
  return {
    step_Id: step.step_Id,
    step_Name: step.step_Name,
    step_Type: step.step_Type,
    step_Message: step.step_Message,
    step_Integration_Method: step.step_Integration_Method,
    step_Integration: step.step_Integration,
    step_Integration_Parameter: step.step_Integration_Parameter,
    step_Integration_Headers: step.step_Integration_Headers,
    step_Integration_Authorize: step.step_Integration_Authorize,
    step_Calculation: step.step_Calculation,
    step_Image_URL: step.step_Image_URL,
    step_Operational_Variable: step.step_Operational_Variable,
    step_Validation: step.step_Validation,
    pos_X: Math.round(step.pos_X),
    pos_Y: Math.round(step.pos_Y),
    additional_var: step.additional_var,
    initial_Step: step.step_Id === initialStepId,
    transitions: step.transitions.map((t) => ({
      transition_Value: t.transition_Value,
      next_Flow_Id: t.next_Flow_Id,
      next_Step_Id: t.next_Step_Id,
      variable_Value: t.variable_Value,
    })),
  };
}

/** The message of a 400 `flow_invalid`: the first broken rule, naming its step. */
function problemMessage(problems: readonly FlowProblem[], steps: readonly FlowStep[]): string {
  const first = problems[0]!;
  const step = steps.find((s) => s.step_Id === first.stepId);
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  return `Step "${step?.step_Name ?? ''}" (id ${first.stepId}) breaks the save rule ${first.code}${more}.`;
}

/**
 * The checks of a save beyond its schema: a name, readable dates, unique step ids, an initial step
 * among them, and seed 001 §5's save rules (`flowSaveProblems`, the editor's own), refused with 400
 * `flow_invalid` whose `problems` name every step. Nothing is written before this passes.
 */
export function checkFlow(body: FlowUpdateBody, flowId: number): CheckedFlow {
  const name = body.flow_Name.trim();
  if (!name) throw badRequest('flow_Name', 'flow_Name must not be blank.');
  const startAt = dateOf('start_DateTime', body.start_DateTime);
  const endAt = body.end_DateTime ? dateOf('end_DateTime', body.end_DateTime) : null;
  const steps = checkSteps(body, flowId);
  return {
    name,
    channelId: body.channel_Id,
    initialStepId: body.initial_Step_Id,
    identifyInitialMessage: body.identify_Initial_Message,
    startAt,
    endAt,
    exitString: body.exit_String,
    exitMessage: body.exit_Message,
    steps,
  };
}

/**
 * A flow's steps as stored, checked: unique ids, the initial step among them, and the save rules
 * (400 naming the field, or `flow_invalid` with every problem). The editor's test panel runs only
 * steps that pass them too.
 */
export function checkSteps(
  body: Pick<FlowUpdateBody, 'steps' | 'initial_Step_Id'>,
  flowId: number,
): FlowStep[] {
  const ids = new Set<number>();
  for (const step of body.steps) {
    if (ids.has(step.step_Id)) {
      throw badRequest('steps', `Step id ${step.step_Id} appears more than once.`);
    }
    ids.add(step.step_Id);
  }
  if (!ids.has(body.initial_Step_Id)) {
    throw badRequest('initial_Step_Id', 'initial_Step_Id must be the id of one of the steps.');
  }
  const steps = body.steps.map((s) => storedStep(s, body.initial_Step_Id));
  const problems = flowSaveProblems(steps, flowId);
  if (problems.length > 0) {
    throw new ApiError(400, 'flow_invalid', problemMessage(problems, steps), 'steps', { problems });
  }
  return steps;
}
