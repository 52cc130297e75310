import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { Footer } from './Footer';

/**
 * The frame of every page, routed or not: a full-height column on the layout background with the
 * version footer. Plain elements drawn from the theme's tokens, so the first page does not load antd's
 * Layout; the agent and manager layouts inside it are antd Layouts (ADR 0016). It sets the theme's
 * font for what it holds: home (which has no antd `App` around it) draws plain headings, text and the
 * footer, which would otherwise take the browser's default serif font.
 */
export function PageChrome({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgLayout,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
      }}
    >
      {children}
      <Footer />
    </div>
  );
}
