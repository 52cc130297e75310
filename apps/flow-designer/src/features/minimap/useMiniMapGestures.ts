import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Pans the canvas by dragging on the overview and zooms it with the wheel, as React Flow's MiniMap
 * does when `pannable` and `zoomable` (the same speeds): `viewScale` is the overview's flow pixels
 * per screen pixel.
 */
export function useMiniMapGestures(svg: RefObject<SVGSVGElement | null>, viewScale: number): void {
  const canvas = useStoreApi();
  const flow = useReactFlow();
  // The overview's scale as last drawn, read by the gestures (which stay bound while it changes).
  const scaleRef = useRef(viewScale);
  useLayoutEffect(() => {
    scaleRef.current = viewScale;
  }, [viewScale]);
  useEffect(() => {
    const element = svg.current;
    if (!element) return undefined;
    let last: { x: number; y: number } | null = null;
    const press = (event: PointerEvent) => {
      if (event.button !== 0) return;
      last = { x: event.clientX, y: event.clientY };
      element.setPointerCapture?.(event.pointerId);
    };
    const drag = (event: PointerEvent) => {
      if (!last) return;
      const [x, y, zoom] = canvas.getState().transform;
      const scale = scaleRef.current * Math.max(zoom, Math.log(zoom));
      void flow.setViewport({
        x: x - (event.clientX - last.x) * scale,
        y: y - (event.clientY - last.y) * scale,
        zoom,
      });
      last = { x: event.clientX, y: event.clientY };
    };
    const release = () => {
      last = null;
    };
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const step = event.deltaMode === 1 ? 0.05 : event.deltaMode ? 1 : 0.002;
      void flow.zoomTo(canvas.getState().transform[2] * 2 ** (-event.deltaY * step));
    };
    element.addEventListener('pointerdown', press);
    element.addEventListener('pointermove', drag);
    element.addEventListener('pointerup', release);
    element.addEventListener('pointercancel', release);
    element.addEventListener('wheel', wheel, { passive: false });
    return () => {
      element.removeEventListener('pointerdown', press);
      element.removeEventListener('pointermove', drag);
      element.removeEventListener('pointerup', release);
      element.removeEventListener('pointercancel', release);
      element.removeEventListener('wheel', wheel);
    };
  }, [canvas, flow, svg]);
}
