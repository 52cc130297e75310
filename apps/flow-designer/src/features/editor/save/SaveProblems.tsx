import type { FlowProblem } from '@atende/contract';
import { useReactFlow } from '@xyflow/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';
import { nodeIdOf } from '../canvas/flowGraph';
import { useFlowDocument, useFlowDocumentStore } from '../document';
import { problemText } from './problemText';

/** The steps the last save check refused (beyond the spec: listed, each one a link to its step). */
export function SaveProblems({ problems }: { problems: readonly FlowProblem[] }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const store = useFlowDocumentStore();
  const steps = useFlowDocument((state) => state.steps);
  const flow = useReactFlow();
  if (problems.length === 0) return null;
  const focusStep = (stepId: number) => {
    store.getState().setSelection([stepId]);
    void flow.fitView({ nodes: [{ id: nodeIdOf(stepId) }], maxZoom: 1, duration: 200 });
  };
  return (
    <Alert
      type="error"
      message={t('editor.problemsTitle')}
      description={
        <ul className="flow-save-problems">
          {problems.map((problem, index) => (
            <li key={index}>
              <Button type="link" onClick={() => focusStep(problem.stepId)}>
                {problemText(t, problem, steps)}
              </Button>
            </li>
          ))}
        </ul>
      }
    />
  );
}
