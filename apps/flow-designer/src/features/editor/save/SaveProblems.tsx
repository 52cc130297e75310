import type { FlowProblem } from '@atende/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';
import { problemText } from '../../problems';
import { useFocusStep } from '../../search';
import { useFlowDocument, useFlowDocumentStore } from '../document';

/** The steps the last save check refused (beyond the spec: listed, each one focusing its step). */
export function SaveProblems({ problems }: { problems: readonly FlowProblem[] }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const store = useFlowDocumentStore();
  const steps = useFlowDocument((state) => state.steps);
  const focusStep = useFocusStep(store);
  if (problems.length === 0) return null;
  const stepOf = (stepId: number) => steps.find((step) => step.step_Id === stepId);
  return (
    <Alert
      type="error"
      message={t('editor.problemsTitle')}
      description={
        <ul className="flow-save-problems">
          {problems.map((problem, index) => (
            <li key={index}>
              <Button type="link" onClick={() => focusStep(problem.stepId)}>
                {problemText(problem, stepOf, t)}
              </Button>
            </li>
          ))}
        </ul>
      }
    />
  );
}
