import { isApiRequestError, useSession } from '@atende/api-client';
import { fillTemplate } from '@atende/contract';
import { apiErrorKey } from '@atende/locale';
import App from 'antd/es/app';
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { nextClientGreeting, shouldAutoTake } from './autoResponse';
import { readAutoResponse, writeAutoResponse } from './autoResponsePreference';
import { useDeskData } from './DeskContext';
import { currentConversation } from './deskStore';
import type { SendResult } from './deskData';
import { SNACKBAR_SECONDS } from './useSendFailureReport';
import { useWelcomeTemplate } from './useWelcomeTemplate';

/** What `useAutoResponse` gives the controller. */
export interface AutoResponse {
  /** Takes the first waiting item and greets the client: the welcome template or the next-client greeting. */
  autoTake(kind: 'welcome' | 'next'): Promise<void>;
  /** Turns auto-response on (after checking the welcome template) or off. */
  setAutoResponse(on: boolean): Promise<void>;
}

/** Auto-response (seed 000 §4): taking and greeting the next waiting client, and the on/off switch. */
export function useAutoResponse(reportSendFailure: (result: SendResult) => void): AutoResponse {
  const desk = useDeskData();
  const store = desk.store;
  const { t } = useTranslation('agentDesk');
  const { message } = App.useApp();
  const agentName = useSession((state) => state.user?.user_Name ?? '');
  const autoBusy = useRef(false);
  const { welcomeText, forgetWelcome, warnNoTemplate } = useWelcomeTemplate();

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

  const setAutoResponse = useCallback(
    async (on: boolean) => {
      const customer = store.getState().customerId;
      if (!on || customer === null) {
        store.getState().setAutoResponse(false);
        return;
      }
      store.getState().setAutoResponse(true);
      forgetWelcome(customer);
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
    [forgetWelcome, message, store, t, warnNoTemplate, welcomeText],
  );

  return { autoTake, setAutoResponse };
}

/**
 * Keeps the auto-response choice per agent and customer across reloads; a restored "on" is checked
 * again like a click (warning and unchecked when the welcome template is missing).
 */
export function useAutoResponsePersistence(setAutoResponse: (on: boolean) => Promise<void>): void {
  const { store } = useDeskData();
  const userId = useSession((state) => state.user?.user_Id ?? null);
  const customerId = useSession((state) => state.currentCustomerId);

  const restoreAutoResponse = useEffectEvent((on: boolean) => {
    if (on) void setAutoResponse(true);
    else store.getState().setAutoResponse(false);
  });

  useEffect(() => {
    if (userId === null || customerId === null) return;
    restoreAutoResponse(readAutoResponse(userId, customerId));
    return store.subscribe((next, previous) => {
      if (next.autoResponse !== previous.autoResponse && next.customerId === customerId)
        writeAutoResponse(userId, customerId, next.autoResponse);
    });
  }, [customerId, store, userId]);
}
