import { STATIC_THEME_TOKENS as T } from '@atende/ui/tokens';

/** The focus ring of antd's controls (`genFocusOutline`): the primary border colour, 1px away. */
export const FOCUS_RING = `outline:${T.lineWidthFocus}px solid ${T.colorPrimaryBorder};outline-offset:1px;transition:outline-offset 0s,outline 0s`;

/** antd's usual transition timing (`motionDurationMid`, `motionEaseInOut`). */
export const MOTION = `${T.motionDurationMid} ${T.motionEaseInOut}`;
