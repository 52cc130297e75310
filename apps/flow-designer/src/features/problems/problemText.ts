import type { FlowProblem, FlowRuleStep } from '@atende/contract';

/** A translate function (i18next's `t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text of one problem (`common:flowProblems.<code>` of `@atende/locale`), naming its step, the
 * reply by its number (1-based) and value, the missing target and the limit.
 */
export function problemText(
  problem: FlowProblem,
  stepOf: (stepId: number) => FlowRuleStep | undefined,
  t: Translate,
): string {
  const step = stepOf(problem.stepId);
  const reply =
    problem.replyIndex === undefined
      ? undefined
      : `${problem.replyIndex + 1} ("${step?.transitions[problem.replyIndex]?.transition_Value ?? ''}")`;
  return t(`common:flowProblems.${problem.code}`, {
    step: step?.step_Name ?? String(problem.stepId),
    reply,
    target: problem.targetStepId,
    limit: problem.limit,
  });
}
