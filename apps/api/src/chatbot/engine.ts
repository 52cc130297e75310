import { FINAL_NEXT_STEP_ID, type FlowStep } from '@atende/contract';
import { answerVariables, integrationRequest, resultTransition } from './integrationStep';
import { choicesOf, optionsOf, shownText } from './reply';
import {
  BOT_LIMITS,
  StepType,
  type BotOutput,
  type BotState,
  type IntegrationResult,
  type RunDeps,
  type RunEnd,
  type RunFlow,
  type RunResult,
} from './types';
import { parseValidation } from './validation';

type Transition = FlowStep['transitions'][number];

/** What entering one step gave: wait for the client, go on to a step, or stop. */
type Entered = { await: true } | { next: number } | { stop: RunEnd };

/** One run of the bot (a start or one client message) while it is being computed. */
export class Run {
  readonly outputs: BotOutput[] = [];
  readonly path: number[] = [];
  rejected: RunResult['rejected'] = null;
  private steps = 0;
  constructor(
    readonly flow: RunFlow,
    readonly state: BotState,
    readonly deps: RunDeps,
  ) {}

  result(end: RunEnd): RunResult {
    const { state, outputs, path, rejected } = this;
    return { state, outputs, end, path, rejected };
  }

  sendText(text: string) {
    if (text) this.outputs.push({ text, payload: { type: 'text', text } });
  }

  /** A step's image (step_Image_URL) and message; a question's options go as choices. */
  sendStep(step: FlowStep, withChoices: boolean) {
    const vars = this.state.variables;
    const image = shownText(step.step_Image_URL, vars);
    if (image) this.outputs.push({ text: image, payload: { type: 'image', link: image } });
    const text = shownText(step.step_Message, vars);
    const choices = withChoices ? choicesOf(step) : [];
    if (choices.length && text)
      this.outputs.push({ text, payload: { type: 'choices', text, choices } });
    else this.sendText(text);
  }

  /** Enters steps from `stepId` until one awaits the client or the run stops (guards included). */
  async advance(stepId: number): Promise<RunResult> {
    let next = stepId;
    for (;;) {
      if (next === FINAL_NEXT_STEP_ID) return this.finish({ kind: 'end', reason: 'final' });
      const step = this.flow.steps.get(next);
      if (!step) return this.leave('flow_gone');
      this.steps += 1;
      const key = String(step.step_Id);
      const pass = (this.state.passes[key] ?? 0) + 1;
      this.state.passes[key] = pass;
      if (this.steps > BOT_LIMITS.maxStepsPerRun) return this.guard('step_limit');
      if (pass > BOT_LIMITS.maxPassesWithoutReply) return this.guard('loop_limit');
      this.state.stepsRun += 1;
      this.state.stepId = step.step_Id;
      this.path.push(step.step_Id);
      const entered = await this.enter(step);
      if ('await' in entered) {
        this.state.awaiting = true;
        return this.result({ kind: 'await' });
      }
      if ('stop' in entered) return this.finish(entered.stop);
      next = entered.next;
    }
  }

  finish(end: RunEnd): RunResult {
    this.state.awaiting = false;
    return this.result(end);
  }

  /** Ends with the flow's leave message (exit_Message). */
  leave(reason: 'flow_gone' | 'integration_failed' | 'exit'): RunResult {
    this.sendText(shownText(this.flow.exitMessage, this.state.variables));
    return this.finish({ kind: 'end', reason });
  }

  /** A guard stopped the run: the client goes to the number's group's queue (docs/adr/0024). */
  guard(reason: 'step_limit' | 'loop_limit'): RunResult {
    return this.finish({ kind: 'handoff', groupId: null, reason });
  }

  /** Takes a transition: stores the variable, answers the next step id. */
  take(step: FlowStep, transition: Transition, reply: string): number {
    const variable = step.step_Operational_Variable.trim();
    if (variable) this.state.variables[variable] = transition.variable_Value || reply;
    return transition.next_Step_Id;
  }

  async enter(step: FlowStep): Promise<Entered> {
    const first = step.transitions[0];
    const onward = (): Entered =>
      first ? { next: first.next_Step_Id } : { stop: { kind: 'end', reason: 'final' } };
    switch (step.step_Type) {
      case StepType.End:
        return { stop: { kind: 'end', reason: 'end' } };
      case StepType.GroupTransfer: {
        this.sendStep(step, false);
        const group = Number.parseInt(step.step_Integration_Parameter, 10);
        return {
          stop: {
            kind: 'handoff',
            groupId: Number.isFinite(group) ? group : null,
            reason: 'handed_off',
          },
        };
      }
      case StepType.Agent:
        return { stop: { kind: 'handoff', groupId: null, reason: 'handed_off' } };
      case StepType.Wait:
        return { await: true };
      case StepType.Variable:
        this.setVariable(step);
        this.sendStep(step, false);
        return onward();
      case StepType.Campaign: {
        const campaign = Number.parseInt(step.step_Integration_Headers, 10);
        if (Number.isFinite(campaign) && campaign > 0) this.state.campaignId = campaign;
        this.setVariable(step);
        return onward();
      }
      case StepType.Integration:
        return this.integrate(step);
      default:
        return this.message(step, onward);
    }
  }

  setVariable(step: FlowStep) {
    const variable = step.step_Operational_Variable.trim();
    if (variable)
      this.state.variables[variable] = shownText(
        step.step_Integration_Parameter,
        this.state.variables,
      );
  }

  /** Types 1, 2, 4, 15 (and unknown types): send, then await a reply when the step asks for one. */
  message(step: FlowStep, onward: () => Entered): Entered {
    const asks =
      optionsOf(step).length > 0 ||
      step.step_Operational_Variable.trim() !== '' ||
      parseValidation(step.step_Validation) !== null;
    this.sendStep(step, asks);
    return asks ? { await: true } : onward();
  }

  async integrate(step: FlowStep): Promise<Entered> {
    const request = integrationRequest(step, this.deps.customerId, this.state.variables);
    if (this.deps.deferCalls) return { stop: { kind: 'call', request } };
    const result = await this.deps.caller
      .call(request)
      .catch(() => ({ ok: false, reason: 'network' }) as const);
    return this.afterCall(step, result);
  }

  /** An integration step's result: its fields as variables, then the path it takes (or the leave message). */
  afterCall(step: FlowStep, result: IntegrationResult): Entered {
    if (result.ok) Object.assign(this.state.variables, answerVariables(result.status, result.body));
    const transition = resultTransition(step, result);
    if (transition) return { next: transition.next_Step_Id };
    this.sendText(shownText(this.flow.exitMessage, this.state.variables));
    return { stop: { kind: 'end', reason: 'integration_failed' } };
  }
}
