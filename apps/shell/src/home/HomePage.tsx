import { sessionStore, selectIsLoggedIn, useSession, type LoggedInUser } from '@atende/api-client';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { landingPathFor } from '../session/landing';
import { LanguageSelector } from '../topBars/LanguageSelector';
import { ForcedLogoutDialog } from './ForcedLogoutDialog';
import { LoginDialog } from './LoginDialog';
import { usePreloadLanding } from './usePreloadLanding';

// The dialogs after the login load when they open: the first page carries only the login.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./ForgotPasswordDialog')).ForgotPasswordDialog,
}));
const CustomerSelectorDialog = lazy(async () => ({
  default: (await import('./CustomerSelectorDialog')).CustomerSelectorDialog,
}));
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('../password/ChangePasswordDialog')).ChangePasswordDialog,
}));

type Step = 'idle' | 'login' | 'forgot' | 'customer' | 'password' | 'done';

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
  const { token } = theme.useToken();
  const loggedIn = useSession(selectIsLoggedIn);
  const user = useSession((state) => state.user);
  const currentCustomerId = useSession((state) => state.currentCustomerId);
  const logoutReason = useSession((state) => state.lastLogoutReason);
  const [step, setStep] = useState<Step>(() => {
    if (!resetRequested) return 'idle';
    const state = sessionStore.getState();
    if (!selectIsLoggedIn(state)) return 'login';
    return needsCustomer(state) ? 'customer' : 'password';
  });

  useEffect(() => {
    if (step === 'login') onLoginStart?.();
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
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      style={{ flex: 1, padding: 24 }}
    >
      {/* Drawn with the theme's tokens: antd's Card and Typography would bring Tabs, Skeleton and an
          editor to the first page (ADR 0016). */}
      <section
        aria-labelledby="home-title"
        style={{
          width: 380,
          maxWidth: '100%',
          textAlign: 'center',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Flex justify="flex-end">
          <LanguageSelector />
        </Flex>
        <h1
          id="home-title"
          style={{
            margin: `0 0 ${token.marginSM}px`,
            fontSize: token.fontSizeHeading2,
            lineHeight: token.lineHeightHeading2,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {t('app.name')}
        </h1>
        <p style={{ margin: `0 0 ${token.marginMD}px`, color: token.colorTextSecondary }}>
          {t('home.tagline')}
        </p>
        <Button
          type="primary"
          size="large"
          onClick={() => setStep('login')}
          disabled={loggedIn && !enterPath}
          loading={Boolean(enterPath)}
        >
          {t('MyLogin.join')}
        </Button>
      </section>

      <LoginDialog
        open={step === 'login' && !loggedIn}
        onCancel={() => setStep('idle')}
        onLoggedIn={onLoggedIn}
        onForgotPassword={() => setStep('forgot')}
      />
      <Suspense fallback={null}>
        {step === 'forgot' ? <ForgotPasswordDialog open onClose={() => setStep('login')} /> : null}
        {step === 'customer' && user ? (
          <CustomerSelectorDialog
            open
            customers={user.customer}
            onSelect={(customerId) => {
              sessionStore.getState().setCustomer(customerId);
              afterCustomer();
            }}
            onLogout={logout}
          />
        ) : null}
        {step === 'password' && loggedIn ? (
          <ChangePasswordDialog
            open
            forced={Boolean(user?.pass_Expired)}
            onDone={() => setStep('done')}
            onCancel={() => setStep('done')}
          />
        ) : null}
      </Suspense>
      <ForcedLogoutDialog
        reason={logoutReason}
        onOk={() => sessionStore.getState().clearLogoutReason()}
      />
    </Flex>
  );
}
