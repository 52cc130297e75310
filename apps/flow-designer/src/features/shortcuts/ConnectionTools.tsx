import { LinkOutlined } from '@ant-design/icons';
import Modal from 'antd/es/modal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE, registerFeatureTexts } from '../../locale/featureTexts';
import {
  UNCONNECTED_NEXT_STEP_ID,
  useFlowDocument,
  useFlowDocumentStore,
  type FlowDocumentState,
  type ReplyRef,
} from '../editor/document';
import { ConnectDialog } from './ConnectDialog';
import { connectionTexts } from './connectionTexts';
import { Tool } from './Tool';
import { useCanvasShortcuts } from './useCanvasShortcuts';

registerFeatureTexts('connections', connectionTexts);

/** A reply's connection in words: its reply, its step, the step it leads to. */
function describe(steps: FlowDocumentState['steps'], ref: ReplyRef) {
  const step = steps.find((candidate) => candidate.step_Id === ref.stepId);
  const reply = step?.transitions[ref.replyIndex];
  if (!step || !reply) return null;
  const target = steps.find((candidate) => candidate.step_Id === reply.next_Step_Id);
  return {
    reply: reply.transition_Value,
    from: step.step_Name,
    to: target?.step_Name ?? '',
    targetId: reply.next_Step_Id,
  };
}

/** Props of `ConnectionTools`. */
export interface ConnectionToolsProps {
  /** The step a connection starts from (the focused or selected step). */
  connectSource(): number | null;
}

/**
 * Connections by keyboard (issue 18): Ctrl+K or the toolbar button opens the connect dialog; a
 * connection asked to be deleted (Delete on a focused or selected edge, or the selected edge's
 * button) is confirmed first, as a step is. Both are undoable edits, announced in a live region.
 */
export function ConnectionTools({ connectSource }: ConnectionToolsProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const store = useFlowDocumentStore();
  const readOnly = useFlowDocument((state) => state.readOnly);
  const pending = useFlowDocument((state) => state.pendingDisconnect);
  const steps = useFlowDocument((state) => state.steps);
  const [connectFrom, setConnectFrom] = useState<{ stepId: number | null } | null>(null);
  const [said, setSaid] = useState({ text: '', count: 0 });
  const announce = (text: string) => setSaid((was) => ({ text, count: was.count + 1 }));
  const openConnect = () => {
    if (!store.getState().readOnly) setConnectFrom({ stepId: connectSource() });
  };
  useCanvasShortcuts({ connect: openConnect });

  const question = pending && !readOnly ? describe(steps, pending) : null;
  const nothingToDelete = question?.targetId === UNCONNECTED_NEXT_STEP_ID;
  // A connection asked to be deleted that is already where an unconnected reply leads (or gone):
  // nothing to ask, said so.
  useEffect(
    () =>
      store.subscribe((state, before) => {
        const asked = state.pendingDisconnect;
        if (!asked || asked === before.pendingDisconnect) return;
        const found = describe(state.steps, asked);
        if (found && found.targetId !== UNCONNECTED_NEXT_STEP_ID && !state.readOnly) return;
        if (found) announce(t('connections.nothingToDisconnect', found));
        state.askDisconnect(null);
      }),
    [store, t],
  );

  const connect = (reply: ReplyRef, targetId: number) => {
    store.getState().connect(reply.stepId, reply.replyIndex, targetId);
    const done = describe(store.getState().steps, reply);
    if (done) announce(t('connections.connected', done));
  };
  const disconnect = () => {
    if (!pending || !question) return;
    store.getState().disconnect(pending.stepId, pending.replyIndex);
    store.getState().askDisconnect(null);
    announce(t('connections.disconnected', question));
  };

  return (
    <>
      <Tool
        label={t('connections.button')}
        icon={<LinkOutlined />}
        disabled={readOnly}
        onClick={openConnect}
      />
      {connectFrom ? (
        <ConnectDialog
          steps={steps}
          fromStepId={connectFrom.stepId}
          onConnect={connect}
          onClose={() => setConnectFrom(null)}
        />
      ) : null}
      <Modal
        open={question !== null && !nothingToDelete}
        title={t('connections.disconnectTitle')}
        okText={t('connections.delete')}
        cancelText={t('connections.cancel')}
        okButtonProps={{ danger: true, autoFocus: true }}
        onOk={disconnect}
        onCancel={() => store.getState().askDisconnect(null)}
        destroyOnHidden
      >
        {question ? <p>{t('connections.disconnectBody', question)}</p> : null}
      </Modal>
      <div role="status" aria-live="polite" className="flow-live">
        {said.text ? <span key={said.count}>{said.text}</span> : null}
      </div>
    </>
  );
}
