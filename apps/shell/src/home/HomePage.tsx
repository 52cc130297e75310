import { sessionStore, selectIsLoggedIn, useSession, type LoggedInUser } from '@atende/api-client';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ChangePasswordDialog } from '../password/ChangePasswordDialog';
import { landingPathFor } from '../session/landing';
import { LanguageSelector } from '../topBars/LanguageSelector';
import { CustomerSelectorDialog } from './CustomerSelectorDialog';
import { ForcedLogoutDialog } from './ForcedLogoutDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginDialog } from './LoginDialog';
import { usePreloadLanding } from './usePreloadLanding';

type Step = 'idle' | 'login' | 'forgot' | 'customer' | 'password' | 'done';

function needsCustomer(state: ReturnType<typeof sessionStore.getState>): boolean {
  return (state.user?.customer?.length ?? 0) > 1 && state.currentCustomerId === null;
}

/**
 * Route home (seed 000 §2.3): Join opens the login dialog; after login a customer selector when the user
 * has several customers, then the agent screen or the manager area (`landingPathFor`). `?reset` opens
 * the change-password dialog (after logging in when needed). After a forced logout the matching dialog
 * shows. A logged-in visitor without `?reset` goes straight to their landing page.
 */
export function HomePage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const resetRequested = params.has('reset');
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

  if (loggedIn && (step === 'done' || (step === 'idle' && !resetRequested))) {
    return <Navigate to={landingPathFor(user, currentCustomerId)} replace />;
  }

  return (
    // The page's one main landmark (the agent and manager layouts have theirs in Layout.Content).
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      style={{ flex: 1, padding: 24 }}
    >
      <Card style={{ width: 380, maxWidth: '100%', textAlign: 'center' }}>
        <Flex justify="flex-end">
          <LanguageSelector />
        </Flex>
        <Typography.Title level={2}>{t('app.name')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('home.tagline')}</Typography.Paragraph>
        <Button type="primary" size="large" onClick={() => setStep('login')} disabled={loggedIn}>
          {t('MyLogin.join')}
        </Button>
      </Card>

      <LoginDialog
        open={step === 'login' && !loggedIn}
        onCancel={() => setStep('idle')}
        onLoggedIn={onLoggedIn}
        onForgotPassword={() => setStep('forgot')}
      />
      <ForgotPasswordDialog open={step === 'forgot'} onClose={() => setStep('login')} />
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
      <ChangePasswordDialog
        open={step === 'password' && loggedIn}
        forced={Boolean(user?.pass_Expired)}
        onDone={() => setStep('done')}
        onCancel={() => setStep('done')}
      />
      <ForcedLogoutDialog
        reason={logoutReason}
        onOk={() => sessionStore.getState().clearLogoutReason()}
      />
    </Flex>
  );
}
