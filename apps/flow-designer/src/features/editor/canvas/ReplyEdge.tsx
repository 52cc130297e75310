import { DeleteOutlined } from '@ant-design/icons';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps } from '@xyflow/react';
import { createContext, memo, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';
import type { ReplyRef } from '../document';
import { connectionOfEdgeId } from './flowGraph';

/**
 * Asks to delete a connection (the confirmation is the editor's); null while the canvas is locked or
 * read-only. Given by the canvas, so the memoised edges need no callback prop.
 */
export const DeleteConnectionContext = createContext<((connection: ReplyRef) => void) | null>(null);

/** The selected connection's delete button, under its label (only a selected edge renders it). */
function DeleteConnectionButton(props: {
  connection: ReplyRef;
  reply: string;
  x: number;
  y: number;
  onDelete(connection: ReplyRef): void;
}) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const label = t('editor.deleteConnection', { reply: props.reply });
  return (
    <EdgeLabelRenderer>
      <button
        type="button"
        className="flow-edge__delete nodrag nopan"
        style={{ transform: `translate(-50%, 0) translate(${props.x}px, ${props.y + 12}px)` }}
        aria-label={label}
        title={label}
        onClick={() => props.onDelete(props.connection)}
      >
        <DeleteOutlined aria-hidden />
      </button>
    </EdgeLabelRenderer>
  );
}

/**
 * A reply's connection: React Flow's bezier edge with its reply as the label; once selected (a click,
 * or Enter on the focused edge), a button under the label deletes it by mouse.
 */
export const ReplyEdge = memo(function ReplyEdge(props: EdgeProps) {
  const askDelete = useContext(DeleteConnectionContext);
  const [path, labelX, labelY] = getBezierPath(props);
  const connection = props.selected ? connectionOfEdgeId(props.id) : null;
  return (
    <>
      <BaseEdge
        id={props.id}
        path={path}
        markerEnd={props.markerEnd}
        style={props.style}
        label={props.label}
        labelX={labelX}
        labelY={labelY}
        interactionWidth={props.interactionWidth}
      />
      {askDelete && connection ? (
        <DeleteConnectionButton
          connection={connection}
          reply={typeof props.label === 'string' ? props.label : ''}
          x={labelX}
          y={labelY}
          onDelete={askDelete}
        />
      ) : null}
    </>
  );
});
