import type { ThemeConfig } from 'antd';

/** z-index of snackbars: above any dialog (1000) and a dialog opened from a dialog (2000). */
export const SNACKBAR_Z_INDEX = 2100;

/**
 * Tag preset colours whose default text shade (`<colour>7` on `<colour>1`) is below WCAG AA; each
 * takes a darker shade of its own palette inside tags.
 */
const TAG_TEXT_SHADES = {
  cyan7: '#006d75',
  green7: '#237804',
  orange7: '#ad4e00',
  yellow7: '#876800',
  volcano7: '#ad2102',
  lime7: '#3f6600',
  gold7: '#874d00',
} as const;

/**
 * The product's antd theme: antd's defaults with the text, status and tag colours darkened so that
 * every text meets WCAG AA contrast (≥ 4.5:1) on the container, layout and status backgrounds
 * (checked by `theme.test.ts`). Primary blue-7 keeps white text on primary buttons readable.
 */
export const atendeTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    // Hovered and pressed shades darker than the base (antd lightens on hover), so white text on a
    // hovered primary or danger button and a hovered link keep AA contrast too.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorPrimaryTextHover: '#003eb3',
    colorPrimaryTextActive: '#002c8c',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorInfo: '#0958d9',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorError: '#cf1322',
    // The light status backgrounds of antd's defaults (the darker seeds would darken them too).
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  },
  components: {
    Tag: { ...TAG_TEXT_SHADES },
    // Snackbars show above dialogs, nested ones included (antd raises a nested modal by 1000).
    Message: { zIndexPopup: SNACKBAR_Z_INDEX },
  },
};
