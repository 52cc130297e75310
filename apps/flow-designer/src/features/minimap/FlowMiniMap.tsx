import { MiniMap } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';

/**
 * The flow's overview (issue 18: "Minimap"), React Flow's MiniMap with a translated label; it pans
 * and zooms the canvas. Rendered as a child of the canvas's `ReactFlow`.
 */
export function FlowMiniMap() {
  const { t } = useTranslation(FLOW_NAMESPACE);
  return <MiniMap ariaLabel={t('search.minimap')} pannable zoomable />;
}
