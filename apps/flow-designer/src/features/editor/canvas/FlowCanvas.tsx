import {
  applyNodeChanges,
  ReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type Node,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';
import { FlowMiniMap } from '../../minimap';
import { useFlowDocument, useFlowDocumentStore, type ReplyRef } from '../document';
import './flowCanvas.css';
import { canvasAriaLabels, edgeLabeller } from './ariaLabels';
import {
  connectionEdgeId,
  connectionOfEdgeId,
  createGraphDeriver,
  replyIndexOf,
  type StepNode,
} from './flowGraph';
import { DeleteConnectionContext, ReplyEdge } from './ReplyEdge';
import { OpenStepContext, StepNodeView } from './StepNodeView';
import { dropEstimates, keepMeasurements } from './keepMeasurements';
import { selectionAfter } from './selectionChanges';
import { estimateStepGeometry } from './stepGeometry';
import { StepTypeNamesContext, type StepTypeNames } from './stepTypeNames';
import { useViewAfterLayout } from './useViewAfterLayout';

const NODE_TYPES = { step: StepNodeView };
const EDGE_TYPES = { reply: ReplyEdge };
const FIT_VIEW_OPTIONS = { maxZoom: 1 };
/**
 * Above this many steps only the visible ones are rendered (seed-sized flows render whole), and the
 * connections carry no text (the reply is on the step's output; see `GraphOptions`).
 */
const VIRTUALISE_FROM = 200;

/** The nodes React Flow just measured. */
const measuredIds = (changes: readonly NodeChange<StepNode>[]) =>
  new Set(changes.flatMap((change) => (change.type === 'dimensions' ? [change.id] : [])));

/** Props of `FlowCanvas`. */
export interface FlowCanvasProps {
  /** Fixed mode (seed 001 §4 "Fixed/edit mode toggles"), or read-only: nothing moves or connects. */
  locked: boolean;
  /** A step was opened for editing (double click or Enter). */
  onOpenStep(stepId: number): void;
  /** The names of `List_Step_Type` (null while it loads), shown on the nodes. */
  stepTypeNames?: StepTypeNames;
}

/**
 * The React Flow canvas of the document. Nodes and edges are derived from the document's steps;
 * React Flow's own state holds drag positions and measurements until a drag ends, when the document
 * records one `moveSteps` (no store write during a drag).
 */
export function FlowCanvas({ locked, onOpenStep, stepTypeNames = null }: FlowCanvasProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const store = useFlowDocumentStore();
  const steps = useFlowDocument((state) => state.steps);
  const selection = useFlowDocument((state) => state.selection);
  const marked = useFlowDocument((state) => state.marked);
  const large = steps.length > VIRTUALISE_FROM;
  // A large flow opens on its start at a readable zoom, as after an auto-layout: fitted whole it is
  // unreadable and mounts a hundred step nodes, which the first layout's view then removes.
  const readableView = useViewAfterLayout(store);
  const deriver = useMemo(
    () =>
      createGraphDeriver(edgeLabeller(t), {
        edgeTexts: !large,
        // Steps not drawn yet carry an estimated box and handles: only the visible ones render.
        ...(large ? { estimate: estimateStepGeometry } : {}),
      }),
    [t, large],
  );
  const ariaLabels = useMemo(() => canvasAriaLabels(t), [t]);
  const derivedNodes = useMemo(
    () => deriver.nodes(steps, selection, marked),
    [deriver, steps, selection, marked],
  );
  const connectionSelection = useFlowDocument((state) => state.connectionSelection);
  const derivedEdges = useMemo(() => deriver.edges(steps), [deriver, steps]);
  // Selected connections as React Flow shows them (new objects for the selected edges only).
  const edges = useMemo(() => {
    if (connectionSelection.length === 0) return derivedEdges;
    const chosen = new Set(connectionSelection.map(connectionEdgeId));
    return derivedEdges.map((edge) => (chosen.has(edge.id) ? { ...edge, selected: true } : edge));
  }, [derivedEdges, connectionSelection]);
  const [nodes, setNodes] = useState(() => keepMeasurements(derivedNodes, []));
  // A document change replaces the shown nodes, keeping React Flow's measurements (set during render:
  // React's pattern for state that follows a prop, no extra effect pass).
  const [shownFrom, setShownFrom] = useState(derivedNodes);
  if (shownFrom !== derivedNodes) {
    setShownFrom(derivedNodes);
    setNodes(keepMeasurements(derivedNodes, nodes));
  }

  const onNodesChange = useCallback(
    (changes: NodeChange<StepNode>[]) => {
      setNodes((shown) => dropEstimates(applyNodeChanges(changes, shown), measuredIds(changes)));
      // A step picked or let go: the document's selection follows (the derived nodes show it).
      const { steps: current, selection: before, setSelection } = store.getState();
      const picked = selectionAfter(current, before, changes);
      if (picked) setSelection(picked);
    },
    [store],
  );
  // An edge picked or let go (a click, Enter or Escape on a focused edge, a click elsewhere).
  const onEdgesChange = useCallback(
    (changes: EdgeChange<Edge>[]) => {
      const picked = new Set(store.getState().connectionSelection.map(connectionEdgeId));
      for (const change of changes) {
        if (change.type !== 'select') continue;
        if (change.selected) picked.add(change.id);
        else picked.delete(change.id);
      }
      const connections = [...picked].map(connectionOfEdgeId).filter((ref) => ref !== null);
      store.getState().setConnectionSelection(connections);
    },
    [store],
  );
  const askDisconnect = useMemo(
    () => (locked ? null : (connection: ReplyRef) => store.getState().askDisconnect(connection)),
    [locked, store],
  );
  const onNodeDragStop = useCallback(
    (_event: unknown, _node: Node, dragged: Node[]) =>
      store.getState().moveSteps(
        dragged.map((node) => Number(node.id)),
        dragged.map((node) => node.position),
      ),
    [store],
  );
  const onConnect = useCallback(
    (connection: Connection) => {
      const replyIndex = replyIndexOf(connection.sourceHandle);
      if (replyIndex === null) return;
      store.getState().connect(Number(connection.source), replyIndex, Number(connection.target));
    },
    [store],
  );
  // Enter on a focused step opens it (the shortcut sheet's "Edit the focused step"); React Flow's own
  // Enter selects it as well.
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      if (event.key !== 'Enter' || !target.classList.contains('react-flow__node')) return;
      const id = target.dataset.id;
      if (id !== undefined && /^\d+$/.test(id)) onOpenStep(Number(id));
    },
    [onOpenStep],
  );
  const onNodeDoubleClick = useCallback(
    (_event: unknown, node: Node) => onOpenStep(Number(node.id)),
    [onOpenStep],
  );

  return (
    <OpenStepContext.Provider value={onOpenStep}>
      <StepTypeNamesContext.Provider value={stepTypeNames}>
        <DeleteConnectionContext.Provider value={askDisconnect}>
          <ReactFlow<StepNode>
            aria-label={t('editor.canvas')}
            ariaLabelConfig={ariaLabels}
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            edgeTypes={EDGE_TYPES}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onNodeDragStop={onNodeDragStop}
            onConnect={onConnect}
            onNodeDoubleClick={onNodeDoubleClick}
            onKeyDown={onKeyDown}
            nodesDraggable={!locked}
            nodesConnectable={!locked}
            deleteKeyCode={null}
            onlyRenderVisibleElements={large}
            fitView={!large}
            fitViewOptions={FIT_VIEW_OPTIONS}
            onInit={large ? readableView : undefined}
            minZoom={0.05}
          >
            {/* Wiring point of features/minimap (h/flow-extras). */}
            <FlowMiniMap large={large} />
          </ReactFlow>
        </DeleteConnectionContext.Provider>
      </StepTypeNamesContext.Provider>
    </OpenStepContext.Provider>
  );
}
