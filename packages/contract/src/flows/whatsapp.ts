import { codePointLength } from '../password';
import type { FlowProblem, FlowRuleStep } from './problems';

/**
 * WhatsApp's interactive messages (Meta's Cloud API documentation, "Interactive reply buttons" and
 * "Interactive list messages"): at most 3 reply buttons with titles of at most 20 characters; a list
 * of at most 10 rows with titles of at most 24 characters. More replies go out as numbered text.
 */
export const WHATSAPP_LIMITS = Object.freeze({
  maxButtons: 3,
  buttonTitleLength: 20,
  maxListRows: 10,
  rowTitleLength: 24,
} as const);

/** WhatsApp's limits for one step's replies (see `WHATSAPP_LIMITS`). */
export function whatsappProblems(step: FlowRuleStep): FlowProblem[] {
  const count = step.transitions.length;
  const stepId = step.step_Id;
  if (count > WHATSAPP_LIMITS.maxListRows) {
    return [
      {
        stepId,
        code: 'whatsappTooManyReplies',
        severity: 'warning',
        limit: WHATSAPP_LIMITS.maxListRows,
      },
    ];
  }
  const asList = count > WHATSAPP_LIMITS.maxButtons;
  const problems: FlowProblem[] = asList
    ? [{ stepId, code: 'whatsappList', severity: 'warning', limit: WHATSAPP_LIMITS.maxButtons }]
    : [];
  const limit = asList ? WHATSAPP_LIMITS.rowTitleLength : WHATSAPP_LIMITS.buttonTitleLength;
  const code = asList ? 'rowTitleTooLong' : 'buttonTitleTooLong';
  step.transitions.forEach((t, replyIndex) => {
    if (codePointLength(t.transition_Value) > limit) {
      problems.push({ stepId, code, severity: 'warning', replyIndex, limit });
    }
  });
  return problems;
}
