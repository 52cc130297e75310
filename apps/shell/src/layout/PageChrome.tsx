import Layout from 'antd/es/layout';
import type { ReactNode } from 'react';
import { Footer } from './Footer';

/** The frame of every page, routed or not: a full-height layout with the version footer. */
export function PageChrome({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {children}
      <Footer />
    </Layout>
  );
}
