import { useSession } from '@atende/api-client';
import { flowMutations } from '@atende/api-client/query';
import { FLOW_LIMITS, parseFlowImport } from '@atende/contract';
import { apiErrorText, useSnackbar } from '@atende/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';

/** The file's text (UTF-8), through FileReader, which every browser and jsdom have. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/**
 * Imports a flow file (seed 001 §4 "Flow import. A JSON file of step rows ... The result is sent as a
 * flow update"): the contract's `parseFlowImport` checks it first (size, JSON, control characters,
 * `__proto__` keys, shapes, limits) and a refused file gets its translated reason naming what is
 * wrong, with nothing sent; a valid one goes to Data_Flow_Update (`flowMutations.save`).
 * Resolves true when a flow was imported.
 */
export function useFlowImport(): { importFile: (file: File) => Promise<boolean>; busy: boolean } {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const snackbar = useSnackbar();
  const client = useQueryClient();
  const { mutateAsync: save } = useMutation(flowMutations.save(client));
  const customerId = useSession((state) => state.currentCustomerId);
  const [busy, setBusy] = useState(false);
  const importFile = useCallback(
    async (file: File) => {
      if (customerId === null) return false;
      if (file.size > FLOW_LIMITS.maxImportBytes) {
        snackbar.error(t('common:flowImport.tooLarge', { detail: file.size }));
        return false;
      }
      setBusy(true);
      try {
        const parsed = parseFlowImport(await readText(file), customerId);
        if (!parsed.ok) {
          const { code, detail } = parsed.error;
          snackbar.error(t(`common:flowImport.${code}`, { detail }));
          return false;
        }
        // The save refreshes the customer's flow queries (flowMutations.save).
        await save(parsed.body);
        snackbar.success(t('list.imported', { name: parsed.body.flow_Name }));
        return true;
      } catch (error) {
        snackbar.error(`${t('list.importFailed')} ${apiErrorText(error, t)}`);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [customerId, save, snackbar, t],
  );
  return { importFile, busy };
}
