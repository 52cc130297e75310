import type { FlowStep } from '@atende/contract';
import { Run } from './engine';
import { anyReplyOf, matchReply, normaliseReply } from './reply';
import {
  StepType,
  type BotInput,
  type BotState,
  type IntegrationResult,
  type RunDeps,
  type RunFlow,
  type RunResult,
} from './types';
import { hintText, parseValidation, passes } from './validation';

function copyState(state: BotState): BotState {
  return { ...state, variables: { ...state.variables }, passes: { ...state.passes } };
}

/** The client answered the step it awaits at. */
async function reply(run: Run, input: BotInput): Promise<RunResult> {
  const exit = normaliseReply(run.flow.exitString);
  if (exit && normaliseReply(input.text) === exit) return run.leave('exit');
  run.state.passes = {};
  const step = run.state.stepId === null ? undefined : run.flow.steps.get(run.state.stepId);
  if (!step) return run.leave('flow_gone');
  const text = input.text.trim();
  if (step.step_Type === StepType.Wait) {
    const chosen = matchReply(step, input) ?? step.transitions[0];
    return chosen
      ? run.advance(run.take(step, chosen, text))
      : run.finish({ kind: 'end', reason: 'final' });
  }
  const option = matchReply(step, input);
  if (option) return run.advance(run.take(step, option, text));
  const rule = parseValidation(step.step_Validation);
  const any = anyReplyOf(step);
  if ((rule && !passes(rule, text)) || !any)
    return reask(run, step, rule && !passes(rule, text) ? rule : null);
  return run.advance(run.take(step, any, text));
}

function reask(run: Run, step: FlowStep, rule: ReturnType<typeof parseValidation>): RunResult {
  run.rejected = { stepId: step.step_Id, rule: rule ? step.step_Validation.trim() : '' };
  run.sendText(hintText(run.deps.language, rule));
  run.sendStep(step, true);
  run.state.awaiting = true;
  return run.result({ kind: 'await' });
}

/** A new interaction: runs the flow from its initial step; `variables` start as given (name, phone). */
export function startFlow(
  flow: RunFlow,
  deps: RunDeps,
  variables: Record<string, string> = {},
): Promise<RunResult> {
  const state: BotState = {
    stepId: null,
    awaiting: false,
    variables: { ...variables },
    passes: {},
    stepsRun: 0,
    campaignId: null,
  };
  return new Run(flow, state, deps).advance(flow.initialStepId);
}

/** An open interaction: the client's message is the reply to the step it awaits at. */
export function continueFlow(
  flow: RunFlow,
  state: BotState,
  input: BotInput,
  deps: RunDeps,
): Promise<RunResult> {
  return reply(new Run(flow, copyState(state), deps), input);
}

/**
 * An interaction stopped at an integration step (a deferred call): the call's result takes the
 * step's path and the run goes on from there (docs/adr/0024, "the call out of the lock").
 */
export function resumeFlow(
  flow: RunFlow,
  state: BotState,
  result: IntegrationResult,
  deps: RunDeps,
): Promise<RunResult> {
  const run = new Run(flow, copyState(state), deps);
  const step = state.stepId === null ? undefined : flow.steps.get(state.stepId);
  if (!step || step.step_Type !== StepType.Integration)
    return Promise.resolve(run.leave('flow_gone'));
  const entered = run.afterCall(step, result);
  if ('next' in entered) return run.advance(entered.next);
  return Promise.resolve(run.finish('stop' in entered ? entered.stop : { kind: 'await' }));
}
