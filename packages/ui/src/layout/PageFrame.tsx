import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';

/**
 * CSS variable with the height of what the shell draws above and below a page (top bar, paddings,
 * footer). The frame's default, 150px, is the shell's today; the shell may set the variable.
 */
export const BARS_HEIGHT_VARIABLE = '--atende-bars-height';

/** Props of `PageFrame`. */
export interface PageFrameProps {
  /** The page heading (already translated). */
  title?: ReactNode;
  /** Actions at the heading's end. */
  extra?: ReactNode;
  children: ReactNode;
  /** Extra style of the scrolling content. */
  contentStyle?: CSSProperties;
}

/**
 * A page that fills the height under the shell's bars: a flex column whose heading stays and whose
 * content scrolls, so the page itself never scrolls.
 */
export function PageFrame({ title, extra, children, contentStyle }: PageFrameProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      data-testid="page-frame"
      style={{
        height: `calc(100dvh - var(${BARS_HEIGHT_VARIABLE}, 150px))`,
        minHeight: 320,
        overflow: 'hidden',
      }}
    >
      {title || extra ? (
        <Flex
          align="center"
          justify="space-between"
          gap={12}
          wrap
          style={{ flex: 'none', paddingBottom: 12 }}
        >
          {title ? (
            // Typography.Title's look from the theme's tokens: the kit's entry stays free of
            // Typography (its editor and copy code), which the first page would otherwise load.
            <h4
              style={{
                margin: 0,
                fontSize: token.fontSizeHeading4,
                lineHeight: token.lineHeightHeading4,
                fontWeight: token.fontWeightStrong,
                color: token.colorTextHeading,
              }}
            >
              {title}
            </h4>
          ) : (
            <span />
          )}
          {extra}
        </Flex>
      ) : null}
      <div
        data-testid="page-frame-content"
        style={{ flex: '1 1 auto', minHeight: 0, overflow: 'auto', ...contentStyle }}
      >
        {children}
      </div>
    </Flex>
  );
}
