import type {
  FlowTestMessage,
  FlowTestState,
  FlowTestTurnAnswer,
  FlowTestTurnBody,
} from '@atende/contract';
import { continueFlow, resumeFlow, startFlow } from '../chatbot/turn';
import {
  NO_INTEGRATION,
  type BotLanguage,
  type BotState,
  type IntegrationResult,
  type RunDeps,
  type RunFlow,
  type RunResult,
} from '../chatbot/types';
import { checkSteps } from '../flows/validate';

/** Integration steps one sandbox turn may pass (the loop guard ends a cycle well before). */
const MAX_CALLS_PER_TURN = 100;

const stateOf = (s: FlowTestState): BotState => ({
  stepId: s.step_Id,
  awaiting: s.awaiting,
  variables: { ...s.variables },
  passes: { ...s.passes },
  stepsRun: s.steps_Run,
  campaignId: s.campaign_Id,
});

const wireState = (s: BotState, ended: boolean): FlowTestState => ({
  step_Id: s.stepId,
  awaiting: s.awaiting,
  variables: s.variables,
  passes: s.passes,
  steps_Run: s.stepsRun,
  campaign_Id: s.campaignId,
  ended,
});

/** The bot's messages of one run as the panel shows them. */
function shown(run: RunResult): FlowTestMessage[] {
  return run.outputs.map((o) => {
    const p = o.payload;
    if (p.type === 'choices') return { kind: 'choices', text: p.text, choices: p.choices };
    if (p.type === 'image') return { kind: 'image', text: p.link, choices: [] };
    return { kind: 'text', text: o.text, choices: [] };
  });
}

/**
 * One turn of the editor's test panel (issue 19, docs/adr/0030): the flow being edited (checked by
 * the save rules) runs through the chatbot runtime's own engine, from the state the panel kept.
 * Nothing is read from or written to the database and nothing is sent: no interaction, message or
 * outbox row. An integration step makes no call: the panel is told what would be called, and the
 * step takes the success or failure path the panel chose.
 */
export async function testTurn(
  body: FlowTestTurnBody,
  customerId: number,
  language: BotLanguage,
): Promise<FlowTestTurnAnswer> {
  const steps = checkSteps(body, 0);
  const flow: RunFlow = {
    id: 0,
    version: 0,
    name: '',
    initialStepId: body.initial_Step_Id,
    exitString: body.exit_String,
    exitMessage: body.exit_Message,
    steps: new Map(steps.map((s) => [s.step_Id, s])),
  };
  const deps: RunDeps = { customerId, language, caller: NO_INTEGRATION, deferCalls: true };
  const simulated: IntegrationResult =
    body.integration_Result === 'failure'
      ? { ok: false, reason: 'network', detail: 'sandbox' }
      : { ok: true, status: 200, body: {} };
  const previous = body.state && !body.state.ended ? body.state : null;
  let run = previous
    ? await continueFlow(
        flow,
        stateOf(previous),
        { text: body.text, choiceId: body.choice_Id },
        deps,
      )
    : await startFlow(flow, deps, { name: '', phone: '' });
  const messages = shown(run);
  const path = [...run.path];
  const rejected = run.rejected;
  for (let calls = 0; run.end.kind === 'call' && calls < MAX_CALLS_PER_TURN; calls += 1) {
    const { method, url } = run.end.request;
    messages.push({ kind: 'call', text: `${method} ${url}`, choices: [] });
    run = await resumeFlow(flow, run.state, simulated, deps);
    messages.push(...shown(run));
    path.push(...run.path);
  }
  const end = run.end;
  const kind = end.kind === 'call' ? 'end' : end.kind;
  return {
    state: wireState(run.state, kind !== 'await'),
    messages,
    path,
    end: {
      kind,
      reason:
        end.kind === 'end' || end.kind === 'handoff'
          ? end.reason
          : end.kind === 'call'
            ? 'step_limit'
            : null,
      group_Id: end.kind === 'handoff' ? end.groupId : null,
    },
    rejected: rejected ? { step_Id: rejected.stepId, rule: rejected.rule } : null,
  };
}
