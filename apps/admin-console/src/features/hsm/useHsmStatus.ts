import type { HsmStatusRow } from '@atende/contract';
import { apiErrorText, useSnackbar } from '@atende/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '@atende/api-client/query';
import { retryHsm } from './api';
import { hsmStatusKey } from './hsmLive';
import { withRetryAnswer } from './hsmStatus';

/**
 * The sent rows of one import (GET Hsm_Status), kept live by the console's hub (`hsmLiveHandlers`:
 * each `HsmStatusChanged` updates the cache, a reconnect fetches again), so the list is not fetched
 * on its own schedule. `retry` re-queues a failed row (POST Hsm_Retry).
 */
export function useHsmStatus(customerId: number, importId: string | null) {
  const { t } = useTranslation('admin');
  const ui = useTranslation('ui').t;
  const snackbar = useSnackbar();
  const client = useQueryClient();
  const [retrying, setRetrying] = useState<ReadonlySet<number>>(new Set());
  const query = useQuery({
    ...adminQueries.hsmStatus(customerId, importId ?? ''),
    enabled: importId !== null,
  });

  const retry = useCallback(
    async (hsmId: number) => {
      if (importId === null) return;
      setRetrying((set) => new Set(set).add(hsmId));
      try {
        const answer = await retryHsm(customerId, hsmId);
        client.setQueryData<HsmStatusRow[]>(hsmStatusKey(customerId, importId), (rows) =>
          withRetryAnswer(rows, answer, new Date().toISOString()),
        );
      } catch (error) {
        snackbar.error(t('hsm.retryFailed', { reason: apiErrorText(error, ui) }));
        void query.refetch();
      } finally {
        setRetrying((set) => {
          const next = new Set(set);
          next.delete(hsmId);
          return next;
        });
      }
    },
    [client, customerId, importId, query, snackbar, t, ui],
  );

  return { query, retry, retrying };
}
