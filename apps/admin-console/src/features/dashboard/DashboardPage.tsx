import Result from 'antd/es/result';

/** Placeholder while the dashboard is built. */
export function DashboardPage() {
  return <Result status="info" title="dashboard" />;
}
