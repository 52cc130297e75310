import { UNSAFE_DataRouterContext, useBlocker } from '@atende/routing';
import App from 'antd/es/app';
import { useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface LeaveGuardProps {
  /** True while rows are being sent. */
  active: boolean;
  /** Cancels the rest of the send (the user chose to leave). */
  onLeave: () => void;
}

/** Asks before a navigation inside the app (react-router `useBlocker`; needs the shell's data router). */
function RouterLeaveGuard({ active, onLeave }: LeaveGuardProps) {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: t('hsm.leaveTitle'),
      content: t('hsm.leaveContent'),
      okText: t('hsm.leave'),
      cancelText: t('hsm.stay'),
      okButtonProps: { danger: true },
      onOk: () => {
        asking.current = false;
        onLeave();
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, onLeave, t]);
  return null;
}

/**
 * Leaving the page while sending asks first (seed 001 §4 "Leaving before completion cancels the
 * rest"): closing or reloading the tab gets the browser's own question (`beforeunload`; leaving ends
 * the page, and the rows not sent yet with it); a route change inside the app (side menu, top bar,
 * back button) asks with a confirm, and Stop and leave cancels the rest before going.
 */
export function HsmLeaveGuard({ active, onLeave }: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
  return dataRouter ? <RouterLeaveGuard active={active} onLeave={onLeave} /> : null;
}
