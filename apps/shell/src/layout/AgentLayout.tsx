import Layout from 'antd/es/layout';
import { Outlet } from '@atende/routing';
import { AgentTopBar } from '../topBars/AgentTopBar';

/** The agent top bar above the agent screen, the flow area and the report area. */
export function AgentLayout() {
  return (
    <>
      <AgentTopBar />
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </>
  );
}
