import { STATIC_THEME_TOKENS as T } from '@atende/ui/tokens';
import { FOCUS_RING, MOTION } from './cssParts';

const BORDER = `${T.lineWidth}px ${T.lineType} ${T.colorBorder}`;
const FOCUS_SHADOW = `0 0 0 ${T.controlOutlineWidth}px ${T.controlOutline}`;
const ERROR_SHADOW = `0 0 0 ${T.controlOutlineWidth}px ${T.colorErrorOutline}`;

/**
 * antd's outlined Input and Input.Password (an input beside an eye toggle in one bordered box), its
 * Checkbox and its link Button, drawn on native elements: hover, focus, error and disabled states.
 */
export const FIELD_CSS = [
  `.atn-input,.atn-affix{box-sizing:border-box;width:100%;height:${T.controlHeight}px;margin:0;` +
    `padding:0 ${T.controlPaddingHorizontal - T.lineWidth}px;font:inherit;font-size:${T.fontSize}px;` +
    `line-height:${T.lineHeight};color:${T.colorText};background:${T.colorBgContainer};` +
    `border:${BORDER};border-radius:${T.borderRadius}px;transition:all ${T.motionDurationMid}}`,
  `.atn-input::placeholder{color:${T.colorTextPlaceholder}}`,
  `.atn-input:hover,.atn-affix:hover{border-color:${T.colorPrimaryHover}}`,
  `.atn-input:focus,.atn-affix:focus-within{border-color:${T.colorPrimary};outline:0;box-shadow:${FOCUS_SHADOW}}`,
  `.atn-input[aria-invalid=true],.atn-affix:has([aria-invalid=true]){border-color:${T.colorError}}`,
  `.atn-input[aria-invalid=true]:focus,.atn-affix:has([aria-invalid=true]):focus-within{box-shadow:${ERROR_SHADOW}}`,
  `.atn-affix{display:flex;align-items:center;gap:${T.marginXS / 2}px}`,
  `.atn-affix>input{flex:1;min-width:0;height:100%;margin:0;padding:0;border:0;outline:0;` +
    `background:transparent;font:inherit;color:inherit}`,
  `.atn-icon-btn{display:inline-flex;align-items:center;justify-content:center;flex:none;` +
    `width:22px;height:22px;margin:0;padding:0;border:0;border-radius:${T.borderRadiusSM}px;` +
    `background:transparent;color:${T.colorIcon};cursor:pointer;transition:color ${MOTION},background-color ${MOTION}}`,
  `.atn-icon-btn:hover{color:${T.colorIconHover};background:${T.colorBgTextHover}}`,
  `.atn-icon-btn:focus-visible{${FOCUS_RING}}`,
  `.atn-check{display:inline-flex;align-items:center;gap:${T.marginXS}px;cursor:pointer}`,
  `.atn-check input{width:16px;height:16px;margin:0;accent-color:${T.colorPrimary};cursor:pointer}`,
  `.atn-check input:focus-visible{${FOCUS_RING}}`,
  `.atn-link{margin:0;padding:0;border:0;background:none;font:inherit;color:${T.colorLink};` +
    `cursor:pointer;transition:color ${MOTION}}`,
  `.atn-link:hover{color:${T.colorLinkHover}}`,
  `.atn-link:active{color:${T.colorLinkActive}}`,
  `.atn-link:focus-visible{${FOCUS_RING}}`,
];

/**
 * antd's Modal (520 px wide, 100 px from the top, its mask, title, close button and shadow) on the
 * native `<dialog>` element shown with `showModal()`, and antd's error message (a snackbar at the top).
 */
export const DIALOG_CSS = [
  `.atn-dialog{box-sizing:border-box;width:520px;max-width:calc(100vw - 32px);` +
    `max-height:calc(100vh - 120px);margin:100px auto auto;padding:0;border:0;` +
    `border-radius:${T.borderRadiusLG}px;background:${T.colorBgElevated};box-shadow:${T.boxShadow};` +
    `color:${T.colorText};font-family:${T.fontFamily};font-size:${T.fontSize}px;line-height:${T.lineHeight}}`,
  `.atn-dialog::backdrop{background:${T.colorBgMask}}`,
  `.atn-dialog-body{padding:${T.paddingMD}px ${T.paddingLG}px}`,
  `.atn-dialog-head{display:flex;align-items:center;justify-content:space-between;gap:${T.marginXS}px;` +
    `margin-bottom:${T.marginXS}px}`,
  `.atn-dialog-title{margin:0;font-size:${T.fontSizeLG}px;font-weight:${T.fontWeightStrong};line-height:1.5}`,
  `.atn-toast{position:fixed;top:${T.marginXS}px;left:50%;transform:translateX(-50%);display:flex;` +
    `align-items:center;gap:${T.marginXS}px;padding:9px ${T.paddingSM}px;border-radius:${T.borderRadiusLG}px;` +
    `background:${T.colorBgElevated};box-shadow:${T.boxShadow};color:${T.colorText}}`,
  `.atn-toast-icon{display:inline-flex;align-items:center;justify-content:center;width:16px;height:16px;` +
    `border-radius:50%;background:${T.colorError};color:${T.colorTextLightSolid};font-size:11px;line-height:1}`,
];
