import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
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
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
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
