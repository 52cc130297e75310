import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { useFlowDocument, useFlowDocumentStore } from '../editor/document';
import { Tool } from './Tool';

/**
 * The Undo and Redo buttons, enabled by the document's history. They subscribe to it themselves, so
 * an edit that changes what can be undone re-renders two buttons, not the whole toolbar, and they
 * follow it in a render of their own after the edit's (deferred): the first auto-layout of 1,000
 * steps no longer restyles antd's Button in the task that applies it (issue 18).
 */
export function HistoryTools({ undo, redo }: { undo(): void; redo(): void }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const store = useFlowDocumentStore();
  const readOnly = useFlowDocument((state) => state.readOnly);
  const canUndo = useDeferredValue(
    useStore(store.temporal, (history) => history.pastStates.length > 0),
  );
  const canRedo = useDeferredValue(
    useStore(store.temporal, (history) => history.futureStates.length > 0),
  );
  return (
    <>
      <Tool
        label={t('shortcuts.actions.undo')}
        icon={<UndoOutlined />}
        disabled={readOnly || !canUndo}
        onClick={undo}
      />
      <Tool
        label={t('shortcuts.actions.redo')}
        icon={<RedoOutlined />}
        disabled={readOnly || !canRedo}
        onClick={redo}
      />
    </>
  );
}
