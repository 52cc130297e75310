// Standalone harness of the admin console (DESIGN §2): `pnpm --filter @atende/admin-console dev`.
import '@ant-design/v5-patch-for-react-19';
import { configureApi, useSession, type RuntimeConfig } from '@atende/api-client';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@atende/routing';
import { HarnessLogin } from '@atende/ui';
import { useTranslation } from 'react-i18next';
import { ConsoleProviders } from './app/ConsoleProviders';
import { HarnessArea } from './harness/HarnessArea';
import { registerConsoleTexts } from './locale/consoleTexts';

function Harness() {
  const { t } = useTranslation('admin');
  const loggedIn = useSession((state) => state.token !== null);
  return loggedIn ? <HarnessArea /> : <HarnessLogin title={t('frame.harnessTitle')} />;
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
