import { sessionStore, selectIsLoggedIn, useSession } from '@atende/api-client';
import type { LoggedInUser } from '@atende/contract';
import { STATIC_THEME_TOKENS as T } from '@atende/ui/tokens';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { landingPathFor } from '../session/landing';
import { NativeButton } from '../native/NativeButton';
import { LanguageSelector } from '../topBars/LanguageSelector';
import type { HomeStep } from './HomeDialogs';
import { LoginDialog } from './LoginDialog';
import { usePreloadLanding } from './usePreloadLanding';

const loadHomeDialogs = () => import('./HomeDialogs');

// Home's other dialogs (forgot password, customer, change password, forced logout) with antd, fetched
// when the login dialog opens and shown when one is needed (ADR 0016). One that cannot be fetched
// reaches HomeApp's error boundary: a translated panel with Reload.
const HomeDialogs = lazy(async () => ({ default: (await loadHomeDialogs()).HomeDialogs }));

/** The steps shown by `HomeDialogs` (the login dialog is home's own). */
const ANTD_STEPS: readonly HomeStep[] = ['forgot', 'customer', 'password'];

function needsCustomer(state: ReturnType<typeof sessionStore.getState>): boolean {
  return (state.user?.customer?.length ?? 0) > 1 && state.currentCustomerId === null;
}

/** Props of `HomePage`. */
export interface HomePageProps {
  /** The address asks for the change-password dialog (`/home?reset`). */
  resetRequested: boolean;
  /** Leaves home for a logged-in page (the user's landing path), replacing home in the history. */
  onEnter: (path: string) => void;
  /** Called when the login dialog opens: the moment to fetch what entering will need. */
  onLoginStart?: () => void;
}

/**
 * Route home (seed 000 §2.3): Join opens the login dialog; after login a customer selector when the user
 * has several customers, then the agent screen or the manager area (`landingPathFor`). `?reset` opens
 * the change-password dialog (after logging in when needed). After a forced logout the matching dialog
 * shows. A logged-in visitor without `?reset` goes straight to their landing page. It needs no router:
 * the shell renders it before the router has loaded (`HomeApp`) and as a route (`RoutedHomePage`).
 */
export function HomePage({ resetRequested, onEnter, onLoginStart }: HomePageProps) {
  const { t } = useTranslation('shell');
  const loggedIn = useSession(selectIsLoggedIn);
  const user = useSession((state) => state.user);
  const currentCustomerId = useSession((state) => state.currentCustomerId);
  const logoutReason = useSession((state) => state.lastLogoutReason);
  const [step, setStep] = useState<HomeStep>(() => {
    if (!resetRequested) return 'idle';
    const state = sessionStore.getState();
    if (!selectIsLoggedIn(state)) return 'login';
    return needsCustomer(state) ? 'customer' : 'password';
  });

  // The other dialogs render once one has to show; once rendered they stay, so that closing one keeps
  // its close animation and the messages it showed.
  const join = useRef<HTMLButtonElement>(null);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const [dialogsReady, setDialogsReady] = useState(false);
  const dialogsShown = useCallback(() => setDialogsReady(true), []);
  const antdStep = ANTD_STEPS.includes(step);
  if (!dialogsWanted && (antdStep || logoutReason !== null)) setDialogsWanted(true);

  useEffect(() => {
    if (step !== 'login') return;
    // The login dialog is on the page with the focus in it: now fetch what comes after.
    onLoginStart?.();
    // A fetch that fails here is asked again when one of those dialogs is needed, and says so then.
    loadHomeDialogs().catch(() => undefined);
  }, [step, onLoginStart]);
  usePreloadLanding(step === 'login', loggedIn ? landingPathFor(user, currentCustomerId) : null);

  const afterCustomer = () => setStep(resetRequested ? 'password' : 'done');

  const onLoggedIn = (loggedInUser: LoggedInUser, rememberMe: boolean) => {
    sessionStore.getState().login(loggedInUser, rememberMe);
    if (needsCustomer(sessionStore.getState())) setStep('customer');
    else afterCustomer();
  };

  const logout = () => {
    sessionStore.getState().logout();
    setStep('idle');
  };

  const enterPath =
    loggedIn && (step === 'done' || (step === 'idle' && !resetRequested))
      ? landingPathFor(user, currentCustomerId)
      : null;
  useEffect(() => {
    if (enterPath) onEnter(enterPath);
  }, [enterPath, onEnter]);

  return (
    // The page's one main landmark (the agent and manager layouts have theirs in Layout.Content).
    <main
      style={{
        flex: 1,
        padding: 24,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {/* Plain elements from the theme's static tokens: home and its login dialog load no antd at
          all (ADR 0016, 0029); the other dialogs bring it. */}
      <section
        aria-labelledby="home-title"
        style={{
          width: 380,
          maxWidth: '100%',
          textAlign: 'center',
          padding: T.paddingLG,
          background: T.colorBgContainer,
          border: `${T.lineWidth}px ${T.lineType} ${T.colorBorderSecondary}`,
          borderRadius: T.borderRadiusLG,
        }}
      >
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <LanguageSelector />
        </div>
        <h1
          id="home-title"
          style={{
            margin: `0 0 ${T.marginSM}px`,
            fontSize: T.fontSizeHeading2,
            lineHeight: T.lineHeightHeading2,
            fontWeight: T.fontWeightStrong,
            color: T.colorTextHeading,
          }}
        >
          {t('app.name')}
        </h1>
        <p style={{ margin: `0 0 ${T.marginMD}px`, color: T.colorTextSecondary }}>
          {t('home.tagline')}
        </p>
        <NativeButton
          ref={join}
          size="large"
          onClick={() => setStep('login')}
          disabled={loggedIn && !enterPath}
          loading={Boolean(enterPath) || (antdStep && !dialogsReady)}
        >
          {t('MyLogin.join')}
        </NativeButton>
      </section>

      {step === 'login' && !loggedIn ? (
        <LoginDialog
          returnFocus={join}
          onCancel={() => setStep('idle')}
          onLoggedIn={onLoggedIn}
          onForgotPassword={() => setStep('forgot')}
        />
      ) : null}
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <HomeDialogs
            step={step}
            loggedIn={loggedIn}
            user={user}
            logoutReason={logoutReason}
            onStep={setStep}
            onCustomerChosen={afterCustomer}
            onLogout={logout}
            onReady={dialogsShown}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
