import {
  agentPreferencesStore,
  useHubConnection,
  useSession,
  type HubState,
  type NewAttEvent,
} from '@atende/api-client';
import { joinNewAttBurst, useNewAttBurst, type NewAttBurst } from '@atende/api-client/query';
import { NewAttFlag } from '@atende/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskData, useDeskListsSettled } from './DeskContext';
import { currentConversation } from './deskStore';
import { notifyAgent } from './notifications';

/**
 * Connects the hub once the lists are settled and reacts to its events (seed 000 §4): merges the
 * open conversation's messages, counts unread, notifies the agent (sound and desktop), reloads the
 * touched lists (bursts coalesced) and, for a new waiting client, calls `onNewWaiting`.
 */
export function useHubEvents(onNewWaiting: () => void): HubState {
  const desk = useDeskData();
  const store = desk.store;
  const { t } = useTranslation('agentDesk');
  const user = useSession((state) => state.user);
  const customerId = useSession((state) => state.currentCustomerId);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const burst = useRef<NewAttBurst | null>(null);
  const applyBurst = useNewAttBurst();

  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const onNewAtt = useCallback(
    (event: NewAttEvent) => {
      const state = store.getState();
      state.markServerEvent();
      const current = currentConversation(state.currentId, desk.queues());
      if (current && current.attendance.client_Identify === event.phone)
        desk.mergeMessages(event.messages);
      desk.countUnread(event);
      const soundOn = agentPreferencesStore.getState().soundOn;
      if (event.flag === NewAttFlag.Waiting) {
        notifyAgent({ title: t('desk.notifyNewClient'), body: event.phone, soundOn });
      } else if (event.flag === NewAttFlag.ClientMessage) {
        const text = event.messages.at(-1)?.message ?? '';
        notifyAgent({
          title: t('desk.notifyNewMessage', { phone: event.phone }),
          body: text,
          soundOn,
        });
      }
      // Coalesce bursts of events into one update: the new waiting rows they carry are added, the
      // other lists they touch reloaded once; a new waiting client anywhere in the burst still calls
      // `onNewWaiting` (a message event right after it must not hide it: auto-response would never
      // take that client).
      burst.current = joinNewAttBurst(burst.current, event);
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => {
        const joined = burst.current;
        burst.current = null;
        if (!joined) return;
        void applyBurst(joined).then(() => {
          if (joined.newWaiting) onNewWaiting();
        });
      }, 50);
    },
    [onNewWaiting, applyBurst, desk, store, t],
  );

  const onResync = useCallback(() => {
    void desk.loadLists();
    void desk.reloadMessages();
  }, [desk]);

  const listsSettled = useDeskListsSettled(customerId);
  return useHubConnection({
    ready: listsSettled,
    customerId,
    userId: user?.user_Id ?? null,
    onNewAtt,
    onResync,
  });
}
