import type { AriaLabelConfig } from '@xyflow/react';
import type { TFunction } from 'i18next';
import type { EdgeLabeller } from './flowGraph';

/** React Flow's own assistive texts, translated (its defaults are English only). */
export function canvasAriaLabels(t: TFunction): Partial<AriaLabelConfig> {
  return {
    'node.a11yDescription.default': t('editor.a11yNode'),
    'node.a11yDescription.keyboardDisabled': t('editor.a11yNode'),
    'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) =>
      t('editor.a11yNodeMoved', { direction, x, y }),
    'edge.a11yDescription.default': t('editor.a11yEdge'),
    'controls.ariaLabel': t('editor.a11yControls'),
    'controls.zoomIn.ariaLabel': t('editor.zoomIn'),
    'controls.zoomOut.ariaLabel': t('editor.zoomOut'),
    'controls.fitView.ariaLabel': t('editor.fit'),
    'controls.interactive.ariaLabel': t('editor.a11yInteractive'),
    'minimap.ariaLabel': t('editor.a11yMinimap'),
    'handle.ariaLabel': t('editor.a11yHandle'),
  };
}

/** The translated name of an edge: its reply, its step and the step it leads to. */
export function edgeLabeller(t: TFunction): EdgeLabeller {
  return (reply, from, to) => t('editor.edgeLabel', { reply, from: from.step_Name, to });
}
