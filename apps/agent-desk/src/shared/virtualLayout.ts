import { observeElementRect, type Rect } from '@tanstack/react-virtual';

/**
 * The viewport a virtualised list assumes while its element reports no size: before layout, inside a
 * hidden pane, and in jsdom (tests), where nothing has a size.
 */
export const NO_LAYOUT_RECT: Rect = { width: 640, height: 640 };

/** `observeElementRect` that reports {@link NO_LAYOUT_RECT} while the element has no size. */
export const observeRectWithFallback: typeof observeElementRect = (instance, callback) =>
  observeElementRect(instance, (rect) =>
    callback(rect.width === 0 && rect.height === 0 ? NO_LAYOUT_RECT : rect),
  );
