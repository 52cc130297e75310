import { STATIC_THEME_TOKENS as T } from '@atende/ui/tokens';
import { useInsertionEffect } from 'react';
import { FOCUS_RING, MOTION } from './cssParts';
import { DIALOG_CSS, FIELD_CSS } from './formStyles';

/** antd's primary button (default and large sizes): hover, pressed, focus, disabled and loading. */
const BUTTON_CSS = [
  `.atn-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;margin:0;` +
    `height:${T.controlHeight}px;padding:0 ${T.paddingContentHorizontal - T.lineWidth}px;` +
    `font-family:inherit;font-size:${T.fontSize}px;font-weight:400;line-height:${T.lineHeight};` +
    `border:${T.lineWidth}px ${T.lineType} transparent;border-radius:${T.borderRadius}px;` +
    `background:${T.colorPrimary};color:${T.colorTextLightSolid};white-space:nowrap;` +
    `box-shadow:0 ${T.controlOutlineWidth}px 0 ${T.controlOutline};cursor:pointer;` +
    `user-select:none;touch-action:manipulation;transition:all ${MOTION}}`,
  `.atn-btn-lg{height:${T.controlHeightLG}px;font-size:${T.fontSizeLG}px;line-height:1.5;` +
    `border-radius:${T.borderRadiusLG}px}`,
  `.atn-btn:not(:disabled):not([aria-busy=true]):hover{background:${T.colorPrimaryHover}}`,
  `.atn-btn:not(:disabled):not([aria-busy=true]):active{background:${T.colorPrimaryActive}}`,
  `.atn-btn:focus-visible{${FOCUS_RING}}`,
  `.atn-btn:disabled{cursor:not-allowed;border-color:${T.colorBorder};color:${T.colorTextDisabled};` +
    `background:${T.colorBgContainerDisabled};box-shadow:none}`,
  `.atn-btn-block{display:flex;width:100%}`,
  `.atn-btn[aria-busy=true]{opacity:${T.opacityLoading};cursor:default}`,
  `.atn-spin{box-sizing:border-box;width:1em;height:1em;border:2px solid currentColor;` +
    `border-inline-end-color:transparent;border-radius:50%;animation:atn-spin 1s linear infinite}`,
  `@keyframes atn-spin{to{transform:rotate(360deg)}}`,
];

/** antd's small Segmented: a grey track, the chosen item raised on white. */
const SEGMENTED_CSS = [
  `.atn-seg{display:inline-flex;box-sizing:border-box;padding:${T.lineWidthBold}px;` +
    `border-radius:${T.borderRadiusSM}px;background:${T.colorBgLayout};color:${T.colorTextLabel};` +
    `font-size:${T.fontSize}px;transition:all ${T.motionDurationMid}}`,
  `.atn-seg:has(:focus-visible){${FOCUS_RING}}`,
  `.atn-seg-item{position:relative;border-radius:${T.borderRadiusXS}px;cursor:pointer;` +
    `transition:color ${T.motionDurationMid},background-color ${T.motionDurationMid}}`,
  `.atn-seg-item input{position:absolute;top:0;left:0;width:0;height:0;margin:0;opacity:0;pointer-events:none}`,
  `.atn-seg-item>span{display:block;min-height:${T.controlHeightSM - 2 * T.lineWidthBold}px;` +
    `line-height:${T.controlHeightSM - 2 * T.lineWidthBold}px;` +
    `padding:0 ${T.controlPaddingHorizontalSM - T.lineWidth}px}`,
  `.atn-seg-item:not(:has(:checked)):hover{color:${T.colorText};background:${T.colorFillSecondary}}`,
  `.atn-seg-item:not(:has(:checked)):active{background:${T.colorFill}}`,
  `.atn-seg-item:has(:checked){color:${T.colorText};background:${T.colorBgElevated};` +
    `box-shadow:${T.boxShadowTertiary}}`,
];

/** The style sheet of the native controls, from the theme's static tokens. */
export const NATIVE_CSS = [...BUTTON_CSS, ...SEGMENTED_CSS, ...FIELD_CSS, ...DIALOG_CSS].join('\n');

const STYLE_ID = 'atende-native-controls';

/** Adds the native controls' style sheet to the page once (a second call does nothing). */
function injectNativeStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = NATIVE_CSS;
  document.head.appendChild(style);
}

/** Makes sure the native controls' style sheet is on the page before the component paints. */
export function useNativeStyles(): void {
  useInsertionEffect(injectNativeStyles, []);
}
