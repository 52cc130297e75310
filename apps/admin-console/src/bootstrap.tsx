// Standalone harness of the admin console (DESIGN §2): `pnpm --filter @atende/admin-console dev`.
import '@ant-design/v5-patch-for-react-19';
import { configureApi, useSession, type RuntimeConfig } from '@atende/api-client';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@atende/routing';
import { HarnessArea, HarnessLogin } from '@atende/ui';
import { useTranslation } from 'react-i18next';
import { ConsoleProviders } from './app/ConsoleProviders';
import { registerConsoleTexts } from './locale/consoleTexts';
import { RemoteRoutes } from './Routes';

function Harness() {
  const { t } = useTranslation('admin');
  const loggedIn = useSession((state) => state.token !== null);
  if (!loggedIn) return <HarnessLogin title={t('frame.harnessTitle')} />;
  return (
    <HarnessArea mount="/painel" start="/painel/cliente">
      <RemoteRoutes />
    </HarnessArea>
  );
}

async function start(): Promise<void> {
  registerConsoleTexts();
  const response = await fetch('/config.json', { cache: 'no-store' });
  configureApi((await response.json()) as RuntimeConfig);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <ConsoleProviders>
      <BrowserRouter>
        <Harness />
      </BrowserRouter>
    </ConsoleProviders>,
  );
}

void start();
