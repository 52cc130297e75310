import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { useFlowDocument, useFlowDocumentStore } from '../editor/document';
import { Tool } from './Tool';

/**
 * The Undo and Redo buttons, enabled by the document's history. They subscribe to it themselves, so
 * an edit that changes what can be undone re-renders two buttons, not the whole toolbar (an
 * auto-layout of 1,000 steps stays under a long task, issue 18).
 */
export function HistoryTools({ undo, redo }: { undo(): void; redo(): void }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const store = useFlowDocumentStore();
  const readOnly = useFlowDocument((state) => state.readOnly);
  const canUndo = useStore(store.temporal, (history) => history.pastStates.length > 0);
  const canRedo = useStore(store.temporal, (history) => history.futureStates.length > 0);
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
