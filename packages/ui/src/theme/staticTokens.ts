/**
 * The product theme's design tokens (`atendeTheme` through antd's algorithm) as plain values, for the
 * few elements drawn before antd has loaded: the shell's home page before the login dialog (ADR 0016,
 * 0029). Its own entry (`@atende/ui/tokens`), not the kit's main one: the main entry is a shared
 * module whose first use loads the kit and the antd components it renders. `staticTokens.test.ts`
 * compares every value with `theme.getDesignToken(atendeTheme)`, so a theme change fails there.
 */
export const STATIC_THEME_TOKENS = {
  colorPrimary: '#0958d9',
  colorPrimaryHover: '#003eb3',
  colorPrimaryActive: '#002c8c',
  colorPrimaryBorder: '#85c0ff',
  colorTextLightSolid: '#fff',
  colorText: 'rgba(0,0,0,0.88)',
  colorTextHeading: 'rgba(0,0,0,0.88)',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextLabel: 'rgba(0, 0, 0, 0.65)',
  colorTextDisabled: 'rgba(0,0,0,0.25)',
  colorBgLayout: '#f5f5f5',
  colorBgContainer: '#ffffff',
  colorBgContainerDisabled: 'rgba(0,0,0,0.04)',
  colorBgElevated: '#ffffff',
  colorBorder: '#d9d9d9',
  colorBorderSecondary: '#f0f0f0',
  colorFill: 'rgba(0,0,0,0.15)',
  colorFillSecondary: 'rgba(0,0,0,0.06)',
  controlOutline: 'rgba(5,145,255,0.1)',
  controlOutlineWidth: 2,
  boxShadowTertiary:
    '0 1px 2px 0 rgba(0, 0, 0, 0.03), 0 1px 6px -1px rgba(0, 0, 0, 0.02), 0 2px 4px 0 rgba(0, 0, 0, 0.02)',
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'",
  fontSize: 14,
  fontSizeSM: 12,
  fontSizeLG: 16,
  fontSizeHeading2: 30,
  fontSizeHeading3: 24,
  fontWeightStrong: 600,
  lineHeight: 1.5714285714285714,
  lineHeightHeading2: 1.2666666666666666,
  lineWidth: 1,
  lineType: 'solid',
  lineWidthFocus: 3,
  lineWidthBold: 2,
  borderRadius: 6,
  borderRadiusLG: 8,
  borderRadiusSM: 4,
  borderRadiusXS: 2,
  controlHeight: 32,
  controlHeightLG: 40,
  controlHeightSM: 24,
  controlPaddingHorizontalSM: 8,
  paddingContentHorizontal: 16,
  paddingLG: 24,
  marginSM: 12,
  marginMD: 20,
  motionDurationMid: '0.2s',
  motionEaseInOut: 'cubic-bezier(0.645, 0.045, 0.355, 1)',
  opacityLoading: 0.65,
} as const;

/** The names of `STATIC_THEME_TOKENS` (each an antd design token of the same name). */
export type StaticThemeToken = keyof typeof STATIC_THEME_TOKENS;
