// Standalone harness of the reports remote (DESIGN §2): `pnpm --filter @atende/reports dev`.
import '@ant-design/v5-patch-for-react-19';
import { configureApi, useSession, type RuntimeConfig } from '@atende/api-client';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@atende/routing';
import { HarnessArea, HarnessLogin } from '@atende/ui';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { ReportsProviders } from './app/ReportsProviders';
import { REPORTS_NAMESPACE, registerReportsTexts } from './locale/reportsTexts';
import { RemoteRoutes } from './Routes';

function Harness() {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const loggedIn = useSession((state) => state.token !== null);
  if (!loggedIn) return <HarnessLogin title={t('frame.harnessTitle')} />;
  // The harness has no client panel, where the page guard sends a user whose level is too low.
  return (
    <HarnessArea
      mount="/reports"
      start="/reports"
      refused={<Result status="403" title={t('frame.noAccess')} />}
    >
      <RemoteRoutes />
    </HarnessArea>
  );
}

async function start(): Promise<void> {
  registerReportsTexts();
  const response = await fetch('/config.json', { cache: 'no-store' });
  configureApi((await response.json()) as RuntimeConfig);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <ReportsProviders>
      <BrowserRouter>
        <Harness />
      </BrowserRouter>
    </ReportsProviders>,
  );
}

void start();
