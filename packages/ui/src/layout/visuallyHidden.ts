import type { CSSProperties } from 'react';

/**
 * The style of a text read by assistive technology and not drawn (a label the design leaves out, a
 * count a badge shows as a number): the usual "visually hidden" rule, kept in the layout.
 */
export const VISUALLY_HIDDEN: CSSProperties = Object.freeze({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
