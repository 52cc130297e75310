import App from 'antd/es/app';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendResult } from './deskData';

/** Snackbars last 3 s (seed 000 §8). */
export const SNACKBAR_SECONDS = 3;

/** Reports a failed send as the spec says (taken by someone else, client already in service). */
export function useSendFailureReport(): (result: SendResult) => void {
  const { t } = useTranslation('agentDesk');
  const { message } = App.useApp();
  return useCallback(
    (result: SendResult) => {
      if (result.ok) return;
      if (result.reason === 'alreadyAttended')
        message.warning(t('alreadyAttended'), SNACKBAR_SECONDS);
      if (result.reason === 'clienteInService')
        message.error(t('clienteInService'), SNACKBAR_SECONDS);
    },
    [message, t],
  );
}
