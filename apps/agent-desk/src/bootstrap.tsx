// Standalone harness of the agent desk (DESIGN §2): `pnpm --filter @atende/agent-desk dev`.
import '@ant-design/v5-patch-for-react-19';
import { configureApi, useSession, type RuntimeConfig } from '@atende/api-client';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@atende/routing';
import { HarnessLogin } from '@atende/ui';
import { useTranslation } from 'react-i18next';
import { DeskProviders } from './app/DeskProviders';
import { registerDeskTexts } from './locale/deskTexts';
import { RemoteRoutes } from './Routes';

function Harness() {
  const { t } = useTranslation('agentDesk');
  const loggedIn = useSession((state) => state.token !== null && state.currentCustomerId !== null);
  return loggedIn ? <RemoteRoutes /> : <HarnessLogin title={t('desk.harnessTitle')} />;
}

async function start(): Promise<void> {
  registerDeskTexts();
  const response = await fetch('/config.json', { cache: 'no-store' });
  configureApi((await response.json()) as RuntimeConfig);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <DeskProviders>
      <BrowserRouter>
        <Harness />
      </BrowserRouter>
    </DeskProviders>,
  );
}

void start();
