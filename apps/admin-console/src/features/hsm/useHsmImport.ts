import { adminQueries, catalogQueries, fetchFresh } from '@atende/api-client/query';
import { importErrorText, isAbortError, useSnackbar, type Translate } from '@atende/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { HSM_MAX_ROWS } from './hsmRows';
import type { HsmCheckContext } from './hsmValidation';
import { HsmFileError, importHsmFile, type HsmImport, type HsmImportStep } from './importHsmFile';
import { SendMarks } from './sendMarks';
import { HsmWorkerContext } from './workerContext';

/** Where the page's import is. */
export type HsmImportState =
  | { status: 'idle' }
  | { status: 'busy'; fileName: string; step: HsmImportStep | null }
  | { status: 'failed'; message: string }
  | { status: 'ready'; data: HsmImport; marks: SendMarks };

/** Least time between two progress updates of an import. */
const STEP_EVERY_MS = 250;

/** The words of a failed import: the kit's import errors, or why the file is not a bulk file. */
function importFailureText(error: unknown, t: Translate, ui: Translate): string {
  if (!(error instanceof HsmFileError)) return importErrorText(error, ui);
  switch (error.code) {
    case 'wrong_type':
      return t('hsm.wrongType');
    case 'few_columns':
      return t('hsm.fewColumns', { count: error.count });
    case 'no_rows':
      return t('hsm.noRows');
    default:
      return t('hsm.catalogFailed');
  }
}

/**
 * The page's import of a bulk file: reads and checks it (`importHsmFile`, against the customer's
 * templates and campaigns, fetched fresh), then holds the rows, the report and the send marks.
 * `version` changes whenever the marks change (they change in place: one byte a row).
 */
export function useHsmImport(customerId: number) {
  const { t } = useTranslation('admin');
  const ui = useTranslation('ui').t;
  const common = useTranslation('common').t;
  const snackbar = useSnackbar();
  const client = useQueryClient();
  const createWorker = useContext(HsmWorkerContext);
  const [state, setState] = useState<HsmImportState>({ status: 'idle' });
  const [version, touch] = useReducer((n: number) => n + 1, 0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const loadContext = useCallback(async (): Promise<HsmCheckContext> => {
    const [templates, campaigns] = await Promise.all([
      fetchFresh(client, adminQueries.templates(customerId)),
      fetchFresh(client, catalogQueries.campaigns(customerId)),
    ]);
    return { customerId, templates, campaigns };
  }, [client, customerId]);

  const importFile = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      // Transitions: React draws each state in slices, never in one long task (bench hsm-import).
      startTransition(() => setState({ status: 'busy', fileName: file.name, step: null }));
      let shownAt = 0;
      let shownStep = '';
      try {
        const data = await importHsmFile(file, {
          loadContext,
          signal: current.signal,
          createWorker,
          onStep: (step) => {
            // The rows read so far: a few times a second is enough.
            const now = performance.now();
            if (
              current.signal.aborted ||
              (step.step === shownStep && now - shownAt < STEP_EVERY_MS)
            )
              return;
            shownAt = now;
            shownStep = step.step;
            startTransition(() => setState({ status: 'busy', fileName: file.name, step }));
          },
        });
        if (current.signal.aborted) return;
        const marks = new SendMarks(data.rows.length, data.report.problemIndices);
        startTransition(() => setState({ status: 'ready', data, marks }));
        snackbar.success(common('ExecHSM.snackImportSuccess'));
      } catch (error) {
        if (current.signal.aborted) return;
        if (isAbortError(error)) return;
        setState({ status: 'failed', message: importFailureText(error, t, ui) });
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [loadContext, createWorker, snackbar, common, t, ui],
  );

  /** Cancels a running import, or drops the imported file. */
  const clear = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, version, touch, importFile, clear, maxRows: HSM_MAX_ROWS };
}
