import Layout from 'antd/es/layout';
import { Outlet } from '@atende/routing';
import { ManagerTopBar } from '../topBars/ManagerTopBar';

/** The manager top bar above every /painel screen (the side menu belongs to the admin console). */
export function ManagerLayout() {
  return (
    <>
      <ManagerTopBar />
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </>
  );
}
