import { flowProblems, type FlowProblem } from '@atende/contract';
import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE, registerFeatureTexts } from '../../locale/featureTexts';
import { useFlowDocument, useFlowDocumentStore } from '../editor/document';
import { useFocusStep } from '../search';
import { problemText } from './problemText';
import '../shortcuts/editorExtras.css';
import { problemsTexts } from './texts';

registerFeatureTexts('problems', problemsTexts);

/** Props of `ProblemsPanel`. */
export interface ProblemsPanelProps {
  /** An entry was chosen (default: select, centre and focus its step on the canvas). */
  onFocusStep?(stepId: number): void;
}

/** Most entries listed at once (a broken 2,000-step flow stays usable). */
const MAX_LISTED = 200;

/**
 * The live problems panel (issue 18): the contract's `flowProblems` over the document as it is
 * edited (the save rules, replies to missing steps, unreachable steps, empty messages, WhatsApp's
 * limits), errors first; each entry focuses its step.
 */
export function ProblemsPanel({ onFocusStep }: ProblemsPanelProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const centreOn = useFocusStep(useFlowDocumentStore());
  const focusStep = onFocusStep ?? centreOn;
  const headingId = useId();
  const listId = useId();
  const [open, setOpen] = useState(true);
  const steps = useDeferredValue(useFlowDocument((state) => state.steps));
  const flow = useFlowDocument((state) => state.flow);
  const problems = useMemo(() => {
    const found = flowProblems({
      flow_Id: flow.flow_Id,
      initial_Step_Id: flow.initial_Step_Id,
      steps,
    });
    return [
      ...found.filter((p) => p.severity === 'error'),
      ...found.filter((p) => p.severity === 'warning'),
    ];
  }, [flow.flow_Id, flow.initial_Step_Id, steps]);
  const byId = useMemo(() => new Map(steps.map((step) => [step.step_Id, step])), [steps]);
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const entryKey = (problem: FlowProblem, index: number) =>
    `${problem.stepId}-${problem.code}-${problem.replyIndex ?? ''}-${index}`;
  return (
    <section className="flow-problems" aria-labelledby={headingId}>
      <h2 id={headingId} className="flow-problems__title">
        {t('problems.title')}{' '}
        <span role="status" aria-live="polite" className="flow-problems__count">
          {t('problems.count', { count: problems.length })}
          {errors > 0 ? ` · ${t('problems.errors', { count: errors })}` : ''}
        </span>
      </h2>
      {problems.length > 0 ? (
        <Button
          type="link"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('problems.hide') : t('problems.show')}
        </Button>
      ) : null}
      {open && problems.length > 0 ? (
        <ul id={listId} className="flow-problems__list">
          {problems.slice(0, MAX_LISTED).map((problem, index) => (
            <li key={entryKey(problem, index)} data-severity={problem.severity}>
              <button
                type="button"
                className="flow-problems__entry"
                onClick={() => focusStep(problem.stepId)}
              >
                {problem.severity === 'error' ? (
                  <CloseCircleFilled
                    className="flow-problems__icon--error"
                    aria-label={t('problems.error')}
                    role="img"
                  />
                ) : (
                  <WarningFilled
                    className="flow-problems__icon--warning"
                    aria-label={t('problems.warning')}
                    role="img"
                  />
                )}{' '}
                {problemText(
                  problem,
                  (id) => byId.get(id),
                  (key, options) => t(key, options),
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
