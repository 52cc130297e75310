import { STATIC_THEME_TOKENS as T } from '@atende/ui/tokens';
import type { ReactNode } from 'react';
import { Footer } from './Footer';

/**
 * The frame of every page, routed or not: a full-height column on the layout background with the
 * version footer. Plain elements drawn from the theme's static tokens (`@atende/ui/tokens`), so the
 * first page loads neither antd's Layout nor its theme code; the agent and manager layouts inside it
 * are antd Layouts (ADR 0016, 0029). It sets the theme's font for what it holds: home (which has no
 * antd around it) draws plain headings, text and the footer, which would otherwise take the
 * browser's default serif font.
 */
export function PageChrome({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: T.colorBgLayout,
        fontFamily: T.fontFamily,
        fontSize: T.fontSize,
        lineHeight: T.lineHeight,
        color: T.colorText,
      }}
    >
      {children}
      <Footer />
    </div>
  );
}
