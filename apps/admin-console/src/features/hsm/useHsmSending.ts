import { isApiRequestError } from '@atende/api-client';
import type { HsmStatusRow } from '@atende/contract';
import { apiErrorText, useSnackbar } from '@atende/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendHsm } from './api';
import { hsmStatusKey } from './hsmLive';
import { hsmSendBody } from './hsmSendBody';
import { withSendAnswer } from './hsmStatus';
import type { HsmImport } from './importHsmFile';
import { readLastImport, writeLastImport } from './lastImport';
import { runPaced } from './pacing';
import type { SendMarks } from './sendMarks';

/** A running bulk send: rows done of the total, and whether Cancel was pressed. */
export interface HsmSendProgress {
  done: number;
  total: number;
  cancelling: boolean;
}

/** What `useHsmSending` works on: the imported file and its marks. */
interface SendingInput {
  customerId: number;
  data: HsmImport | null;
  marks: SendMarks | null;
  /** Tells the page the marks changed. */
  touch: () => void;
  /** After a run that was not cancelled: the preview is cleared (seed 001 §4). */
  onFinished: () => void;
}

/**
 * Sends the checked rows (seed 001 §4 "Send iterates the rows whose send is true, with a 300 ms pause
 * between rows. A progress dialog shows 'n of total'; then a finished message appears and the table is
 * cleared. Leaving before completion cancels the rest"): Hsm_Send per row in file order through
 * `runPaced`, each answer added to the import's sent rows (the results list), the import remembered
 * as the last sent. A row Hsm_Send refuses stays checked with the reason; a 401/403 stops the run.
 */
export function useHsmSending({ customerId, data, marks, touch, onFinished }: SendingInput) {
  const { t } = useTranslation('admin');
  const ui = useTranslation('ui').t;
  const common = useTranslation('common').t;
  const snackbar = useSnackbar();
  const client = useQueryClient();
  const [progress, setProgress] = useState<HsmSendProgress | null>(null);
  const [sentImportId, setSentImportId] = useState(() => readLastImport(customerId));
  const [sendingOne, setSendingOne] = useState<ReadonlySet<number>>(new Set());
  // Changed in place, like the marks (a run may refuse many rows); `touch` re-renders.
  const [errors] = useState(() => new Map<number, string>());
  const controller = useRef<AbortController | null>(null);

  // Leaving the page (route change, customer change) cancels the rest.
  useEffect(() => () => controller.current?.abort(), []);
  // The reasons belong to the rows of one import.
  useEffect(() => errors.clear(), [errors, data]);

  /** Posts one row; answers whether the run may go on. */
  const postRow = useCallback(
    async (index: number, current: HsmImport, rowMarks: SendMarks): Promise<boolean> => {
      const body = hsmSendBody(current.rows[index]!, { customerId, importId: current.importId });
      try {
        const answer = await sendHsm(body);
        rowMarks.setSent(index, true);
        errors.delete(index);
        client.setQueryData<HsmStatusRow[]>(hsmStatusKey(customerId, current.importId), (rows) =>
          withSendAnswer(
            rows,
            answer,
            { line: body.row, phone: body.client_identification },
            new Date().toISOString(),
          ),
        );
        return true;
      } catch (error) {
        rowMarks.setSent(index, false);
        errors.set(index, apiErrorText(error, ui));
        return !(isApiRequestError(error) && (error.status === 401 || error.status === 403));
      } finally {
        touch();
      }
    },
    [client, customerId, errors, touch, ui],
  );

  /** Starts watching the import's sent rows (an empty list until the first answer). */
  const watch = useCallback(
    (importId: string) => {
      client.setQueryData<HsmStatusRow[]>(hsmStatusKey(customerId, importId), (rows) => rows ?? []);
      writeLastImport(customerId, importId);
      setSentImportId(importId);
    },
    [client, customerId],
  );

  const sendChecked = useCallback(async () => {
    if (!data || !marks || controller.current) return;
    const indices = marks.checkedIndices();
    if (indices.length === 0) return;
    const current = new AbortController();
    controller.current = current;
    watch(data.importId);
    setProgress({ done: 0, total: indices.length, cancelling: false });
    const outcome = await runPaced(
      indices,
      async (index) => {
        if (!(await postRow(index, data, marks))) current.abort();
      },
      {
        signal: current.signal,
        onProgress: (done, total) =>
          setProgress((p) => ({ done, total, cancelling: p?.cancelling ?? false })),
      },
    );
    controller.current = null;
    setProgress(null);
    const failed = indices.filter((index) => errors.has(index)).length;
    if (outcome.cancelled) {
      // Cancelled (or stopped by a 401/403): the rest stays checked, the refused rows keep their reason.
      if (failed > 0) snackbar.warning(t('hsm.sendErrors', { count: failed }));
      else snackbar.info(t('hsm.sendStopped', { done: outcome.done, total: indices.length }));
      return;
    }
    // Seed 001 §4: "then a finished message appears and the table is cleared" (every finished run;
    // each sent row's state stays in the results list).
    if (failed > 0) snackbar.warning(t('hsm.sendFinishedErrors', { count: failed }));
    else snackbar.success(common('ExecHSM.snackExcecSuccess'));
    onFinished();
  }, [data, marks, watch, postRow, errors, snackbar, t, common, onFinished]);

  const sendOne = useCallback(
    async (index: number) => {
      if (!data || !marks || controller.current) return;
      watch(data.importId);
      setSendingOne((set) => new Set(set).add(index));
      await postRow(index, data, marks);
      setSendingOne((set) => {
        const next = new Set(set);
        next.delete(index);
        return next;
      });
    },
    [data, marks, watch, postRow],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setProgress((p) => (p ? { ...p, cancelling: true } : p));
  }, []);

  return {
    progress,
    sendChecked,
    sendOne,
    cancel,
    sendingOne,
    /** Why a row could not be posted, by row index. */
    errors,
    /** The import whose sent rows the page shows. */
    sentImportId,
  };
}
