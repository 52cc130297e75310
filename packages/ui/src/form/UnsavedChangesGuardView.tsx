import App from 'antd/es/app';
import { useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from '@atende/routing';

/** Asks before leaving through the router; only mounted under a data router (`useBlocker` needs one). */
function RouterBlocker({ dirty }: { dirty: boolean }) {
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
      title: t('form.unsavedTitle'),
      content: t('form.unsavedContent'),
      okText: t('form.leave'),
      cancelText: t('form.stay'),
      okButtonProps: { danger: true },
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, t]);
  return null;
}

/**
 * Guards unsaved changes while `dirty` is true: the browser asks before closing or reloading the tab
 * (`beforeunload`), and a navigation inside the app (react-router `useBlocker`, under the shell's data
 * router) asks with a translated confirm (Leave / Stay). Render it inside the form. After a save, set
 * `dirty` to false and navigate on the next render (FormPage does), or the guard still asks.
 */
export function UnsavedChangesGuardView({ dirty }: { dirty: boolean }) {
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

  return dataRouter ? <RouterBlocker dirty={dirty} /> : null;
}
