// The part of @ant-design/fast-color that antdColor.mjs uses. `@atende/antd-fast-color` is a
// build alias to the copy antd depends on (createAppWebpackConfig), not a package of its own.
declare module '@atende/antd-fast-color' {
  /** A parsed CSS color. */
  export class FastColor {
    constructor(input: string | FastColor);
    toRgb(): { r: number; g: number; b: number; a: number };
    toRgbString(): string;
    /** This color drawn over `background` (alpha blended). */
    onBackground(background: string): FastColor;
    toHsv(): { h: number; s: number; v: number; a: number };
  }
}
