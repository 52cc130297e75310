import type { FlowProblem, FlowStep } from '@atende/contract';
import type { TFunction } from 'i18next';

/** The translated sentence of a flow problem (`common:flowProblems.<code>`), naming its step and reply. */
export function problemText(
  t: TFunction,
  problem: FlowProblem,
  steps: readonly FlowStep[],
): string {
  const step = steps.find((candidate) => candidate.step_Id === problem.stepId);
  const reply =
    problem.replyIndex === undefined ? undefined : step?.transitions[problem.replyIndex];
  return t(`common:flowProblems.${problem.code}`, {
    step: step?.step_Name ?? String(problem.stepId),
    reply: reply?.transition_Value ?? '',
    target: problem.targetStepId,
    limit: problem.limit,
  });
}
