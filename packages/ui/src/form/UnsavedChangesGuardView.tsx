import App from 'antd/es/app';
import { useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from '@atende/routing';
import type { UnsavedChangesGuardProps } from './UnsavedChangesGuard';

/** Asks before leaving through the router; only mounted under a data router (`useBlocker` needs one). */
function RouterBlocker({ dirty, texts, onLeave }: UnsavedChangesGuardProps) {
  const { t } = useTranslation('ui');
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: texts?.title ?? t('form.unsavedTitle'),
      content: texts?.content ?? t('form.unsavedContent'),
      okText: texts?.leave ?? t('form.leave'),
      cancelText: texts?.stay ?? t('form.stay'),
      okButtonProps: { danger: true },
      onOk: () => {
        asking.current = false;
        onLeave?.();
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, onLeave, t, texts]);
  return null;
}

/** The guard itself (loaded lazily by `UnsavedChangesGuard` and `FormPage`). */
export function UnsavedChangesGuardView(props: UnsavedChangesGuardProps) {
  const { dirty } = props;
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return dataRouter ? <RouterBlocker {...props} /> : null;
}
