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

/**
 * A reply's connection: React Flow's bezier edge with its reply as the label; once selected (a click,
 * or Enter on the focused edge), a button under the label deletes it by mouse.
 */
export const ReplyEdge = memo(function ReplyEdge(props: EdgeProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const askDelete = useContext(DeleteConnectionContext);
  const [path, labelX, labelY] = getBezierPath(props);
  const connection = connectionOfEdgeId(props.id);
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
      {props.selected && askDelete && connection ? (
        <EdgeLabelRenderer>
          <button
            type="button"
            className="flow-edge__delete nodrag nopan"
            style={{ transform: `translate(-50%, 0) translate(${labelX}px, ${labelY + 12}px)` }}
            aria-label={t('editor.deleteConnection', { reply: props.label ?? '' })}
            title={t('editor.deleteConnection', { reply: props.label ?? '' })}
            onClick={() => askDelete(connection)}
          >
            <DeleteOutlined aria-hidden />
          </button>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
});
