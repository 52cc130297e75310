import { sessionStore, setUnauthorizedHandler } from '@atende/api-client';
import { i18n } from '@atende/locale';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';
import { HomePage } from '../home/HomePage';
import { PageChrome } from '../layout/PageChrome';
import { PageError } from '../routing/PageError';
import { pageTitleFor } from '../routing/pageTitle';

/** Props of `HomeApp`. */
export interface HomeAppProps {
  /** Goes on to a logged-in page: loads the routed shell (`RoutedApp`) at that path. */
  onEnter: (path: string) => void;
  /** Starts fetching the routed shell (the login dialog opened). */
  onLoginStart: () => void;
}

/**
 * The first page without the router (ADR 0016): home with its login, customer and password dialogs,
 * in the same chrome as every other page. What a visitor downloads before logging in is this and
 * the libraries it renders, without antd (native controls and login dialog from the theme's static
 * tokens); the other dialogs load antd and the UI kit's providers, the router, the data layer and the
 * layouts load on entering.
 */
export function HomeApp({ onEnter, onLoginStart }: HomeAppProps) {
  useEffect(() => {
    document.title = pageTitleFor('home');
    // A 401 on home only ends the stored session and says why (seed 000 §4).
    setUnauthorizedHandler(() => sessionStore.getState().logout('network'));
    return () => setUnauthorizedHandler(null);
  }, []);
  const resetRequested = new URLSearchParams(window.location.search).has('reset');
  return (
    // Without the UI kit's providers (antd's ConfigProvider and App): home and its login dialog draw
    // no antd; the other dialogs bring the providers with them (ADR 0016, 0029).
    <I18nextProvider i18n={i18n}>
      <PageChrome>
        {/* Its dialogs load when they open: one that cannot be fetched says so, with Reload. */}
        <RemoteErrorBoundary
          fallback={<PageError />}
          logMessage="The home page could not be shown."
        >
          <HomePage resetRequested={resetRequested} onEnter={onEnter} onLoginStart={onLoginStart} />
        </RemoteErrorBoundary>
      </PageChrome>
    </I18nextProvider>
  );
}
