import { Handle, Position, type NodeProps } from '@xyflow/react';
import { EditOutlined } from '@ant-design/icons';
import { createContext, memo, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';
import { useRunOverlay } from '../../run';
import { isFinalReply, replyHandleId, type StepNode } from './flowGraph';
import { stepTypeLabel, useStepTypeNames } from './stepTypeNames';

/** Opens a step's edit dialog (given by the canvas, so the memoised nodes need no callback prop). */
export const OpenStepContext = createContext<(stepId: number) => void>(() => undefined);

/**
 * One step on the canvas (memoised: during a drag only the moved node renders). An input on the left;
 * one output per reply on the right, holding one connection each; final replies in red (seed 001 §4).
 */
export const StepNodeView = memo(function StepNodeView({ data }: NodeProps<StepNode>) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const openStep = useContext(OpenStepContext);
  const typeNames = useStepTypeNames();
  const { step, marked } = data;
  const run = useRunOverlay();
  const id = step.step_Id;
  const figures = run.stats?.get(id);
  const className = [
    'flow-step',
    marked ? 'flow-step--marked' : '',
    run.path.has(id) ? 'flow-step--path' : '',
    run.current === id ? 'flow-step--current' : '',
    run.rejected === id ? 'flow-step--rejected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      data-testid={`step-${step.step_Id}`}
      data-run={run.current === id ? 'current' : run.path.has(id) ? 'path' : undefined}
      title={marked ? t('editor.marked') : undefined}
    >
      <Handle type="target" position={Position.Left} />
      <div className="flow-step__title">
        <span>{step.step_Name}</span>
        <button
          type="button"
          className="flow-step__edit nodrag"
          aria-label={t('editor.editStep', { name: step.step_Name })}
          onClick={() => openStep(step.step_Id)}
        >
          <EditOutlined aria-hidden />
        </button>
      </div>
      <div className="flow-step__type">{stepTypeLabel(typeNames, step.step_Type, t)}</div>
      {run.current === id ? <div className="flow-step__run-tag">{t('run.currentTag')}</div> : null}
      {run.stats ? (
        <div className="flow-step__stats" data-testid={`step-stats-${id}`}>
          {t('run.statsBadge', { visits: figures?.visits ?? 0, dropOff: figures?.dropOff ?? 0 })}
        </div>
      ) : null}
      {step.step_Message ? <div className="flow-step__message">{step.step_Message}</div> : null}
      {step.transitions.length === 0 ? (
        <div className="flow-step__empty">{t('editor.noReplies')}</div>
      ) : null}
      {step.transitions.map((reply, index) => {
        const final = isFinalReply(reply.next_Step_Id);
        return (
          <div
            key={index}
            className={final ? 'flow-step__reply flow-step__reply--final' : 'flow-step__reply'}
            data-final={final}
          >
            <span>{reply.transition_Value}</span>
            {final ? <span className="flow-step__final-tag">{t('editor.final')}</span> : null}
            <Handle
              type="source"
              id={replyHandleId(index)}
              position={Position.Right}
              isConnectable={!final}
            />
          </div>
        );
      })}
    </div>
  );
});
