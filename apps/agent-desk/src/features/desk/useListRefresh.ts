import { agentPreferencesStore } from '@atende/api-client';
import App from 'antd/es/app';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskData } from './DeskContext';
import { listsAreStale, REFRESH_CHECK_MS } from './listRefresh';
import { SNACKBAR_SECONDS } from './useSendFailureReport';

/** Tells the agent when the open conversation left the lists (seed 000 §4, §8). */
export function useConversationGoneNotice(): void {
  const { store } = useDeskData();
  const { t } = useTranslation('agentDesk');
  const { message } = App.useApp();
  // A waiting one was taken by someone else; an active one was closed or transferred elsewhere.
  useEffect(
    () =>
      store.subscribe((next, previous) => {
        if (!next.gone || next.gone === previous.gone) return;
        if (next.gone.place === 'waiting') message.warning(t('alreadyAttended'), SNACKBAR_SECONDS);
        else message.info(t('desk.conversationGone'), SNACKBAR_SECONDS);
        store.getState().clearGone();
      }),
    [message, store, t],
  );
}

/**
 * Reloads the lists when the agent's availability changes and, seed 000 §4, after 4 minutes
 * without a server event (checked every 5 minutes).
 */
export function useListRefresh(): void {
  const desk = useDeskData();
  const store = desk.store;

  // Availability changes what the server sends: reload.
  useEffect(
    () =>
      agentPreferencesStore.subscribe((next, previous) => {
        if (next.paused !== previous.paused) void desk.loadLists();
      }),
    [desk, store],
  );

  useEffect(() => {
    const timer = setInterval(() => {
      if (listsAreStale(store.getState().lastServerEventAt, Date.now())) void desk.loadLists();
    }, REFRESH_CHECK_MS);
    return () => clearInterval(timer);
  }, [desk, store]);
}
