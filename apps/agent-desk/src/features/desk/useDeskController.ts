import {
  agentPreferencesStore,
  isApiRequestError,
  listUserMessageTemplates,
  useHubConnection,
  useSession,
  type HubState,
  type NewAttEvent,
} from '@atende/api-client';
import { useNewAttInvalidation } from '@atende/api-client/query';
import { fillTemplate, NewAttFlag } from '@atende/contract';
import { apiErrorKey } from '@atende/locale';
import App from 'antd/es/app';
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readAutoResponse, writeAutoResponse } from './autoResponsePreference';
import { findWelcomeTemplate, nextClientGreeting, shouldAutoTake } from './autoResponse';
import { useDeskData, useDeskListsSettled } from './DeskContext';
import type { SendResult } from './deskData';
import { currentConversation } from './deskStore';
import { listsAreStale, REFRESH_CHECK_MS } from './listRefresh';
import { notifyAgent } from './notifications';

/** Snackbars last 3 s (seed 000 §8). */
const SNACKBAR_SECONDS = 3;

/** What the screen gets from `useDeskController`. */
export interface DeskController {
  hubState: HubState;
  /** Sends in the open conversation and reports a failure as the spec says. */
  send(text: string, imageName?: string): Promise<boolean>;
  /** Turns auto-response on (after checking the welcome template) or off. */
  setAutoResponse(on: boolean): Promise<void>;
  /** After a close: forget the service and, with auto-response on, take the next client. */
  afterClose(attendanceId: number): void;
  /** After a transfer: forget the service and reload the lists. */
  afterTransfer(attendanceId: number): void;
}

/**
 * The agent screen's behaviour (seed 000 §4): lists per customer, the hub and its events, sound and
 * desktop notifications, auto-response, the 4-minute refresh and send-failure handling.
 */
export function useDeskController(): DeskController {
  const desk = useDeskData();
  const store = desk.store;
  const { t } = useTranslation('agentDesk');
  const { message, modal } = App.useApp();
  const user = useSession((state) => state.user);
  const customerId = useSession((state) => state.currentCustomerId);
  const agentName = user?.user_Name ?? '';
  const autoBusy = useRef(false);
  const welcomeCache = useRef(new Map<number, string | null>());
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const invalidate = useNewAttInvalidation();
  const userId = user?.user_Id ?? null;

  const reportSendFailure = useCallback(
    (result: SendResult) => {
      if (result.ok) return;
      if (result.reason === 'alreadyAttended')
        message.warning(t('alreadyAttended'), SNACKBAR_SECONDS);
      if (result.reason === 'clienteInService')
        message.error(t('clienteInService'), SNACKBAR_SECONDS);
    },
    [message, t],
  );

  /** The welcome template text of the customer, or null when none is configured. */
  const welcomeText = useCallback(async (customer: number): Promise<string | null> => {
    if (welcomeCache.current.has(customer)) return welcomeCache.current.get(customer) ?? null;
    const template = findWelcomeTemplate(await listUserMessageTemplates(customer));
    const text = template?.message_Template ?? null;
    welcomeCache.current.set(customer, text);
    return text;
  }, []);

  const warnNoTemplate = useCallback(() => {
    store.getState().setAutoResponse(false);
    modal.warning({ title: t('desk.autoResponse'), content: t('autoAssignWithoutTemplate') });
  }, [modal, store, t]);

  /** Takes the first waiting item and greets the client (auto-response). */
  const autoTake = useCallback(
    async (kind: 'welcome' | 'next') => {
      const state = store.getState();
      const customer = state.customerId;
      if (customer === null || !state.autoResponse) return;
      const current = currentConversation(state.currentId, desk.queues());
      const typing = current
        ? (state.drafts[current.attendance.attendence_Id] ?? '').trim() !== ''
        : false;
      if (
        !shouldAutoTake({
          autoResponse: state.autoResponse,
          typing,
          busy: state.sending || autoBusy.current,
          waitingCount: desk.queues().waiting.length,
        })
      )
        return;
      autoBusy.current = true;
      try {
        let text: string;
        if (kind === 'welcome') {
          let template: string | null;
          try {
            template = await welcomeText(customer);
          } catch (error) {
            // The templates could not be loaded: not the same as "no template"; try on the next client.
            console.warn('The welcome template could not be loaded.', error);
            return;
          }
          if (template === null) {
            warnNoTemplate();
            return;
          }
          text = fillTemplate(template, agentName);
        } else {
          text = nextClientGreeting(agentName);
        }
        const first = desk.queues().waiting[0];
        if (!first || store.getState().customerId !== customer) return;
        await desk.open(first.attendence_Id);
        const result = await desk.send(text);
        reportSendFailure(result);
      } finally {
        autoBusy.current = false;
      }
    },
    [agentName, reportSendFailure, desk, store, warnNoTemplate, welcomeText],
  );

  // The customer of the session drives the lists (the page's queues query loads them).
  useEffect(() => {
    desk.setCustomer(customerId);
  }, [customerId, desk, store]);

  // The open conversation left the lists: a waiting one was taken by someone else (seed 000 §4, §8).
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

  // Availability changes what the server sends: reload.
  useEffect(
    () =>
      agentPreferencesStore.subscribe((next, previous) => {
        if (next.paused !== previous.paused) void desk.loadLists();
      }),
    [desk, store],
  );

  // Seed 000 §4: reload after 4 minutes without a server event, checked every 5 minutes.
  useEffect(() => {
    const timer = setInterval(() => {
      if (listsAreStale(store.getState().lastServerEventAt, Date.now())) void desk.loadLists();
    }, REFRESH_CHECK_MS);
    return () => clearInterval(timer);
  }, [desk, store]);

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
      // Coalesce bursts of events into one reload of the lists the event touches.
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => {
        void invalidate(event).then(() => {
          if (event.flag === NewAttFlag.Waiting) void autoTake('welcome');
        });
      }, 50);
    },
    [autoTake, invalidate, desk, store, t],
  );

  const onResync = useCallback(() => {
    void desk.loadLists();
    void desk.reloadMessages();
  }, [desk]);

  const listsSettled = useDeskListsSettled(customerId);
  const hubState = useHubConnection({
    ready: listsSettled,
    customerId,
    userId: user?.user_Id ?? null,
    onNewAtt,
    onResync,
  });

  const send = useCallback(
    async (text: string, imageName?: string) => {
      const result = await desk.send(text, imageName);
      reportSendFailure(result);
      return result.ok;
    },
    [reportSendFailure, desk],
  );

  const setAutoResponse = useCallback(
    async (on: boolean) => {
      const customer = store.getState().customerId;
      if (!on || customer === null) {
        store.getState().setAutoResponse(false);
        return;
      }
      store.getState().setAutoResponse(true);
      welcomeCache.current.delete(customer);
      try {
        if ((await welcomeText(customer)) === null) warnNoTemplate();
      } catch (error) {
        store.getState().setAutoResponse(false);
        message.error(
          t(apiErrorKey(isApiRequestError(error) ? error.code : null)),
          SNACKBAR_SECONDS,
        );
      }
    },
    [message, store, t, warnNoTemplate, welcomeText],
  );

  const afterClose = useCallback(
    (attendanceId: number) => {
      desk.forget(attendanceId);
      void desk.loadLists().then(() => autoTake('next'));
    },
    [autoTake, desk],
  );

  const afterTransfer = useCallback(
    (attendanceId: number) => {
      desk.forget(attendanceId);
      void desk.loadLists();
    },
    [desk],
  );

  const restoreAutoResponse = useEffectEvent((on: boolean) => {
    if (on) void setAutoResponse(true);
    else store.getState().setAutoResponse(false);
  });

  // The auto-response choice is kept per agent and customer across reloads; a restored "on" is
  // checked again like a click (warning and unchecked when the welcome template is missing).
  useEffect(() => {
    if (userId === null || customerId === null) return;
    restoreAutoResponse(readAutoResponse(userId, customerId));
    return store.subscribe((next, previous) => {
      if (next.autoResponse !== previous.autoResponse && next.customerId === customerId)
        writeAutoResponse(userId, customerId, next.autoResponse);
    });
  }, [customerId, store, userId]);

  return { hubState, send, setAutoResponse, afterClose, afterTransfer };
}
