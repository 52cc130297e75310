import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';

/** Props of `Panel`. */
export interface PanelProps {
  /** The panel's heading text (already translated), drawn as an `h2`. */
  title: ReactNode;
  /** Actions at the heading's end (e.g. a magnifier button). */
  extra?: ReactNode;
  children: ReactNode;
  /** Id of the heading, for `aria-labelledby` elsewhere; the panel itself is labelled by it. */
  headingId?: string;
}

/**
 * A titled panel drawn from the theme's tokens: what antd's Card looks like, without Card's code
 * (which always brings Tabs, about 16 kB gzip). A `section` labelled by its heading.
 */
export function Panel({ title, extra, children, headingId }: PanelProps) {
  const { token } = theme.useToken();
  return (
    <section
      aria-labelledby={headingId}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        height: '100%',
      }}
    >
      <Flex
        align="center"
        justify="space-between"
        gap={8}
        style={{
          padding: `0 ${token.paddingLG}px`,
          minHeight: 56,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <h2
          id={headingId}
          style={{
            margin: 0,
            fontSize: token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h2>
        {extra}
      </Flex>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}
