// Before antd renders anything: React 19 support for antd 5's static methods (DESIGN §4).
import '@ant-design/v5-patch-for-react-19';
import { sessionStore, type LogoutReason } from '@atende/api-client';
import type { SessionUser } from '@atende/contract';
import { UiProviders } from '@atende/ui';
import App from 'antd/es/app';
import { lazy, Suspense, useEffect } from 'react';
import { ForcedLogoutDialog } from './ForcedLogoutDialog';

// The dialogs after the login load when they open.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./ForgotPasswordDialog')).ForgotPasswordDialog,
}));
const CustomerSelectorDialog = lazy(async () => ({
  default: (await import('./CustomerSelectorDialog')).CustomerSelectorDialog,
}));
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('../password/ChangePasswordDialog')).ChangePasswordDialog,
}));

/** The dialog home shows: none, or one step of the way in. */
export type HomeStep = 'idle' | 'login' | 'forgot' | 'customer' | 'password' | 'done';

/** Props of `HomeDialogs`. */
export interface HomeDialogsProps {
  step: HomeStep;
  loggedIn: boolean;
  user: SessionUser | null;
  logoutReason: LogoutReason | null;
  /** Goes to another step (closing a dialog goes back to `idle` or `login`). */
  onStep: (step: HomeStep) => void;
  onCustomerChosen: () => void;
  onLogout: () => void;
  /** Called once the dialogs are on the page (home stops showing Join as loading). */
  onReady: () => void;
}

/**
 * Home's dialogs after the login (seed 000 §2.3): forgot password, customer selector, change password
 * and the forced-logout notice. Home fetches this module once its own login dialog is open (or at
 * once for `?reset` after a login, or a forced logout to report), so the first page carries neither
 * these dialogs nor antd's Modal, form engine and message API (ADR 0016), nor antd at all (ADR 0029):
 * this module brings the UI kit's providers (theme, antd's locale) around the dialogs. Its own `App` gives the
 * dialogs their messages; it stays mounted while home is shown, so a message outlives the dialog
 * that showed it.
 */
export function HomeDialogs({
  step,
  loggedIn,
  user,
  logoutReason,
  onStep,
  onCustomerChosen,
  onLogout,
  onReady,
}: HomeDialogsProps) {
  useEffect(() => onReady(), [onReady]);
  return (
    <UiProviders app={false}>
      <App component={false}>
        <Suspense fallback={null}>
          {step === 'forgot' ? <ForgotPasswordDialog open onClose={() => onStep('login')} /> : null}
          {step === 'customer' && user ? (
            <CustomerSelectorDialog
              open
              customers={user.customer}
              onSelect={(customerId) => {
                sessionStore.getState().setCustomer(customerId);
                onCustomerChosen();
              }}
              onLogout={onLogout}
            />
          ) : null}
          {step === 'password' && loggedIn ? (
            <ChangePasswordDialog
              open
              forced={Boolean(user?.pass_Expired)}
              onDone={() => onStep('done')}
              onCancel={() => onStep('done')}
            />
          ) : null}
        </Suspense>
        <ForcedLogoutDialog
          reason={logoutReason}
          onOk={() => sessionStore.getState().clearLogoutReason()}
        />
      </App>
    </UiProviders>
  );
}
