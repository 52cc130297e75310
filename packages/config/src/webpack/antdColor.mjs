// Stands in for the color-picker modules that antd's Button style (`../../color-picker/color`,
// `../../color-picker/components/ColorPresets`) and Tooltip (`../color-picker/util`) import: the
// button only asks whether its solid background is bright, the tooltip reads a custom color's RGB,
// and the real modules pull in the color picker and Collapse (about 14 kB gzip on every page with a
// button or a tooltip). Swapped in at build time by createAppWebpackConfig (ADR 0016).
import { FastColor } from '@atende/antd-fast-color';

/** The color the button's token builder wraps (`new AggregationColor(token.colorBgSolid)`). */
export class AggregationColor extends FastColor {}

/**
 * True when text on `color` should be dark: a translucent color is judged by its brightness over
 * `background`, an opaque one by its perceived luminance (ITU-R BT.601 weights, threshold 192).
 * @param {FastColor} color
 * @param {string} background
 * @returns {boolean}
 */
export function isBright(color, background) {
  const { r, g, b, a } = color.toRgb();
  if (a <= 0.5) return new FastColor(color.toRgbString()).onBackground(background).toHsv().v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}

/**
 * A color the tooltip can read (`generateColor(color).toRgb()` for its `color` prop).
 * @param {string | FastColor} color
 * @returns {FastColor}
 */
export function generateColor(color) {
  return new FastColor(color);
}
