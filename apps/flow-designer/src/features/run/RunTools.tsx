import { ExperimentOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE, registerFeatureTexts } from '../../locale/featureTexts';
import { Tool } from '../shortcuts/Tool';
import { StepStatsTool } from './StepStatsTool';
import { TestPanel } from './TestPanel';
import { runTexts } from './texts';
import './run.css';

registerFeatureTexts('run', runTexts);

/** The editor's run tools: the test panel's button (and its drawer) and the step statistics toggle. */
export function RunTools() {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const [testing, setTesting] = useState(false);
  return (
    <>
      <Tool label={t('run.test')} icon={<ExperimentOutlined />} onClick={() => setTesting(true)} />
      <StepStatsTool />
      <TestPanel open={testing} onClose={() => setTesting(false)} />
    </>
  );
}
