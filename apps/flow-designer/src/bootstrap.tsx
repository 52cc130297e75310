// Standalone harness of the flow designer (DESIGN §2): `pnpm --filter @atende/flow-designer dev`.
import '@ant-design/v5-patch-for-react-19';
import { configureApi, useSession, type RuntimeConfig } from '@atende/api-client';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@atende/routing';
import { HarnessArea, HarnessLogin } from '@atende/ui';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { FlowProviders } from './app/FlowProviders';
import { FLOW_NAMESPACE, registerFlowTexts } from './locale/flowTexts';
import { RemoteRoutes } from './Routes';

function Harness() {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const loggedIn = useSession((state) => state.token !== null);
  if (!loggedIn) return <HarnessLogin title={t('frame.harnessTitle')} />;
  // The harness has no client panel, where the page guard sends a user whose Flow level is too low.
  return (
    <HarnessArea
      mount="/fluxo"
      start="/fluxo"
      refused={<Result status="403" title={t('frame.noAccess')} />}
    >
      <RemoteRoutes />
    </HarnessArea>
  );
}

async function start(): Promise<void> {
  registerFlowTexts();
  const response = await fetch('/config.json', { cache: 'no-store' });
  configureApi((await response.json()) as RuntimeConfig);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <FlowProviders>
      <BrowserRouter>
        <Harness />
      </BrowserRouter>
    </FlowProviders>,
  );
}

void start();
