import { ApartmentOutlined, QuestionCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { useSnackbar } from '@atende/ui';
import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE, registerFeatureTexts } from '../../locale/featureTexts';
import { pageClipStorage, type ClipStorage } from '../clipboard';
import { connectionOfEdgeId } from '../editor/canvas/flowGraph';
import { knownStepSize } from '../editor/canvas/stepGeometry';
import { useViewAfterLayout } from '../editor/canvas/useViewAfterLayout';
import { useFlowDocument, useFlowDocumentStore } from '../editor/document';
import { createLayoutSession, useIdleLayoutWarm } from '../layout';
import { StepSearchDialog, useFocusStep } from '../search';
import { DeleteStepsDialog } from './DeleteStepsDialog';
import './editorExtras.css';
import { createEditorCommands } from './editorCommands';
import { HistoryTools } from './HistoryTools';
import { ShortcutSheet } from './ShortcutSheet';
import { Tool } from './Tool';
import { ConnectionTools } from './ConnectionTools';
import { searchTexts } from '../search/texts';
import { shortcutsTexts } from './texts';
import { useCanvasShortcuts } from './useCanvasShortcuts';

registerFeatureTexts('shortcuts', shortcutsTexts);
registerFeatureTexts('search', searchTexts);

/** Runs `fn` in a new task after the next frame is drawn. */
const afterNextPaint = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn, 0));

/** Props of `EditorExtras`. */
export interface EditorExtrasProps {
  /** Where copies go (default: the page's, shared by every editor so a copy pastes into another flow). */
  clipboard?: ClipStorage;
}

/**
 * The editor's tools beyond the spec (issue 18): undo, redo, auto-layout, search and the shortcut
 * sheet as buttons, every canvas shortcut, and their dialogs. Rendered in the editor toolbar's
 * `extra` slot, inside the editor's document and React Flow providers.
 */
export function EditorExtras({ clipboard = pageClipStorage }: EditorExtrasProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const store = useFlowDocumentStore();
  const flow = useReactFlow();
  const snackbar = useSnackbar();
  const readOnly = useFlowDocument((state) => state.readOnly);
  const canvas = useStoreApi();
  const focusStep = useFocusStep(store);
  const viewAfterLayout = useViewAfterLayout(store);
  const [searching, setSearching] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const [laying, setLaying] = useState(false);
  // One layout worker per editor, kept warm between layouts and ended with the editor.
  const [layoutSession] = useState(createLayoutSession);
  useEffect(() => () => layoutSession.dispose(), [layoutSession]);
  // A large editable flow: ELK's worker starts when the page is idle, before the first click.
  useIdleLayoutWarm(layoutSession);

  const commands = useMemo(
    () =>
      createEditorCommands(store, {
        clipboard,
        confirmDelete: setDeleting,
        // Measured, or estimated for a large flow's steps not drawn yet.
        sizeOf: (stepId) => knownStepSize(flow.getNode(String(stepId))),
        visibleArea: () => {
          const { x, y, zoom } = flow.getViewport();
          const { width, height } = canvas.getState();
          if (!width || !height) return null;
          return { x: -x / zoom, y: -y / zoom, width: width / zoom, height: height / zoom };
        },
        onLayoutFailed: () => snackbar.error(t('shortcuts.layoutFailed')),
        layoutSession,
        // In the task that applies the positions, before React renders them: the canvas renders
        // once, at the new positions and the new view (not first at the old view, mounting steps
        // that leave at once); the frame after only measures the steps that came into view.
        onLayoutApplied: viewAfterLayout,
        focusedStep: () => {
          const node = document.activeElement?.closest<HTMLElement>('.react-flow__node');
          const id = node?.dataset.id;
          return id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
        },
        focusedConnection: () =>
          connectionOfEdgeId(
            document.activeElement?.closest('.react-flow__edge')?.getAttribute('data-id'),
          ),
      }),
    [store, clipboard, flow, canvas, snackbar, t, layoutSession, viewAfterLayout],
  );
  const autoLayout = async () => {
    setLaying(true);
    const done = await commands.autoLayout();
    // The button comes back and the message is said in a task of their own once the canvas has
    // drawn the new places: the toolbar's render and the message's first mount (antd's styles)
    // would otherwise lengthen the task that applies 1,000 positions (issue 18).
    afterNextPaint(() => {
      setLaying(false);
      if (done) snackbar.success(t('shortcuts.layoutDone'));
    });
  };

  useCanvasShortcuts({
    undo: commands.undo,
    redo: commands.redo,
    copyEvent: commands.copyText,
    cutEvent: commands.cutText,
    pasteEvent: (text) => void commands.pasteText(text),
    duplicate: commands.duplicate,
    selectAll: commands.selectAll,
    clearSelection: commands.clearSelection,
    delete: commands.requestDelete,
    search: () => setSearching(true),
    autoLayout: () => void autoLayout(),
    help: () => setSheetOpen(true),
    move: (dx, dy) => commands.move(dx, dy),
    moveEnd: commands.moveEnd,
  });

  return (
    <>
      <HistoryTools undo={commands.undo} redo={commands.redo} />
      <Tool
        label={t('shortcuts.actions.autoLayout')}
        icon={<ApartmentOutlined />}
        disabled={readOnly || laying}
        onClick={() => void autoLayout()}
        onReach={layoutSession.warm}
      />
      <ConnectionTools connectSource={commands.connectSource} />
      <Tool
        label={t('shortcuts.actions.search')}
        icon={<SearchOutlined />}
        onClick={() => setSearching(true)}
      />
      <Tool
        label={t('shortcuts.sheetButton')}
        icon={<QuestionCircleOutlined />}
        onClick={() => setSheetOpen(true)}
      />
      {searching ? (
        <StepSearchDialog open onPick={focusStep} onClose={() => setSearching(false)} />
      ) : null}
      <ShortcutSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
      <DeleteStepsDialog
        stepIds={deleting}
        onConfirm={commands.deleteSteps}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
