import { MiniMap } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { OutlineMiniMap } from './OutlineMiniMap';

/** Props of `FlowMiniMap`. */
export interface FlowMiniMapProps {
  /**
   * A large flow (the canvas renders only its visible steps): its steps are drawn as one outline.
   * React Flow's MiniMap renders one component (subscribed to the canvas's store) and one rectangle
   * per step: an auto-layout of 1,000 steps re-rendered 1,000 components, set 2,000 attributes and
   * made the browser restyle 1,000 elements in the task that applies it.
   */
  large?: boolean;
}

/**
 * The flow's overview (issue 18: "Minimap"), React Flow's MiniMap with a translated label; it pans
 * and zooms the canvas. Rendered as a child of the canvas's `ReactFlow`.
 */
export function FlowMiniMap({ large = false }: FlowMiniMapProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  if (large) return <OutlineMiniMap ariaLabel={t('search.minimap')} />;
  return <MiniMap ariaLabel={t('search.minimap')} pannable zoomable />;
}
