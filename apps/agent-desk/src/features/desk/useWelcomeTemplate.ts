import { listUserMessageTemplates } from '@atende/api-client';
import App from 'antd/es/app';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { findWelcomeTemplate } from './autoResponse';
import { useDeskData } from './DeskContext';

/** The welcome template auto-response greets with, cached per customer. */
export interface WelcomeTemplate {
  /** The welcome template text of the customer, or null when none is configured. */
  welcomeText(customer: number): Promise<string | null>;
  /** Drops the cached text of a customer, so the next read asks the server again. */
  forgetWelcome(customer: number): void;
  /** Turns auto-response off and tells the agent the welcome template is missing. */
  warnNoTemplate(): void;
}

/** Reads the customer's welcome template (cached) and warns when it is missing. */
export function useWelcomeTemplate(): WelcomeTemplate {
  const { store } = useDeskData();
  const { t } = useTranslation('agentDesk');
  const { modal } = App.useApp();
  const welcomeCache = useRef(new Map<number, string | null>());

  const welcomeText = useCallback(async (customer: number): Promise<string | null> => {
    if (welcomeCache.current.has(customer)) return welcomeCache.current.get(customer) ?? null;
    const template = findWelcomeTemplate(await listUserMessageTemplates(customer));
    const text = template?.message_Template ?? null;
    welcomeCache.current.set(customer, text);
    return text;
  }, []);

  const forgetWelcome = useCallback((customer: number) => {
    welcomeCache.current.delete(customer);
  }, []);

  const warnNoTemplate = useCallback(() => {
    store.getState().setAutoResponse(false);
    modal.warning({ title: t('desk.autoResponse'), content: t('autoAssignWithoutTemplate') });
  }, [modal, store, t]);

  return { welcomeText, forgetWelcome, warnNoTemplate };
}
