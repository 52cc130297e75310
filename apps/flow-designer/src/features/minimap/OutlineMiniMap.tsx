import { Panel, useStore } from '@xyflow/react';
import { useId, useRef } from 'react';
import { sameRect, selectOutline, selectView } from './minimapOutline';
import { useMiniMapGestures } from './useMiniMapGestures';

/** React Flow's MiniMap size (px) and margin around the drawing (px of the overview). */
const WIDTH = 200;
const HEIGHT = 150;
const OFFSET_SCALE = 5;

/**
 * A large flow's overview: React Flow's MiniMap as it looks (its classes and CSS variables, the
 * viewport's mask, pan by drag and zoom by wheel), with every step drawn in one path (the selected
 * ones in a second) instead of one component and one rectangle per step.
 */
export function OutlineMiniMap({ ariaLabel }: { ariaLabel: string }) {
  const outline = useStore(selectOutline);
  const view = useStore(selectView, sameRect);
  const svg = useRef<SVGSVGElement>(null);
  const titleId = useId();

  // React Flow's MiniMap geometry: the steps and the view, centred, with a margin.
  const box = outline.bounds ?? view;
  const left = Math.min(box.x, view.x);
  const top = Math.min(box.y, view.y);
  const shown = {
    width: Math.max(box.x + box.width, view.x + view.width) - left,
    height: Math.max(box.y + box.height, view.y + view.height) - top,
  };
  const scale = Math.max(shown.width / WIDTH, shown.height / HEIGHT);
  useMiniMapGestures(svg, scale);
  const offset = OFFSET_SCALE * scale;
  const x = left - (scale * WIDTH - shown.width) / 2 - offset;
  const y = top - (scale * HEIGHT - shown.height) / 2 - offset;
  const width = scale * WIDTH + offset * 2;
  const height = scale * HEIGHT + offset * 2;
  const mask =
    `M${x - offset},${y - offset}h${width + offset * 2}v${height + offset * 2}h${-width - offset * 2}z` +
    `M${view.x},${view.y}h${view.width}v${view.height}h${-view.width}z`;

  return (
    <Panel position="bottom-right" className="react-flow__minimap" data-testid="rf__minimap">
      <svg
        ref={svg}
        width={WIDTH}
        height={HEIGHT}
        viewBox={`${x} ${y} ${width} ${height}`}
        className="react-flow__minimap-svg"
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{ariaLabel}</title>
        <path className="react-flow__minimap-node" d={outline.steps} />
        <path className="react-flow__minimap-node selected" d={outline.selected} />
        <path
          className="react-flow__minimap-mask"
          d={mask}
          fillRule="evenodd"
          pointerEvents="none"
        />
      </svg>
    </Panel>
  );
}
