import {
  ImportError,
  importSpreadsheet,
  type ImportProgress,
  type ImportWorkerLike,
} from '@atende/ui';
import { headerColumnCount, HSM_COLUMNS, HSM_MAX_ROWS, mapHsmRows, type HsmRow } from './hsmRows';
import { newImportId } from './hsmSendBody';
import {
  addToReport,
  createHsmValidator,
  emptyReport,
  type HsmCheckContext,
  type HsmReport,
} from './hsmValidation';
import { inSlices } from './slices';

/** Extensions the page accepts (seed 001 §9 semicolon file; issue 12 adds xlsx and ods). */
export const HSM_FILE_TYPES = ['.csv', '.txt', '.xlsx', '.ods'] as const;
/** Largest bulk file, in bytes (100,000 rows of long messages). */
const HSM_MAX_BYTES = 32 * 1024 * 1024;
/** Time the worker may take (a 100,000-row xlsx takes a while). */
const HSM_IMPORT_TIMEOUT_MS = 60_000;

/** Why a file read fine is still not a bulk file. */
export class HsmFileError extends Error {
  constructor(
    /** `catalog`: the templates or campaigns to check against could not be loaded. */
    readonly code: 'wrong_type' | 'few_columns' | 'no_rows' | 'catalog',
    readonly count?: number,
  ) {
    super(`Not a bulk send file: ${code}`);
    this.name = 'HsmFileError';
  }
}

/** An imported file: its rows, their report, and the import's id (Hsm_Send's `import_id`). */
export interface HsmImport {
  fileName: string;
  importId: string;
  rows: HsmRow[];
  report: HsmReport;
}

/** Where an import is: reading in the worker, or checking the rows on the page. */
export type HsmImportStep =
  { step: 'reading'; progress: ImportProgress } | { step: 'checking'; rows: number };

/** Options of `importHsmFile`. */
export interface ImportHsmOptions {
  /** Loads the customer, templates and campaigns to check against (while the worker reads). */
  loadContext: () => Promise<HsmCheckContext>;
  signal?: AbortSignal;
  onStep?: (step: HsmImportStep) => void;
  /** Tests give a fake worker; default: the UI kit's import worker. */
  createWorker?: () => ImportWorkerLike | Promise<ImportWorkerLike>;
}

/**
 * Imports a bulk file (seed 001 §2 "Bulk send", §5, §9): read in the UI kit's worker as text
 * (semicolon CSV, xlsx or ods; up to 100,000 rows), the header line and empty lines skipped, each row
 * mapped in the seed's column order with its line, then checked (`createHsmValidator`). Mapping and
 * checking run in slices, so the page stays responsive. Rejects with an `ImportError` (the kit's
 * translated errors, `importErrorText`) or an `HsmFileError`.
 */
export async function importHsmFile(file: File, options: ImportHsmOptions): Promise<HsmImport> {
  const { signal, onStep } = options;
  const name = file.name.toLowerCase();
  if (!HSM_FILE_TYPES.some((type) => name.endsWith(type))) throw new HsmFileError('wrong_type');
  const loading = options.loadContext();
  loading.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  let sheet: string[][];
  try {
    sheet = await importSpreadsheet(file, {
      maxBytes: HSM_MAX_BYTES,
      maxRows: HSM_MAX_ROWS + 1, // and the header
      timeoutMs: HSM_IMPORT_TIMEOUT_MS,
      separator: ';',
      keepEmptyRows: true,
      signal,
      onProgress: (progress) => onStep?.({ step: 'reading', progress }),
      createWorker: options.createWorker,
    });
  } catch (error) {
    if (error instanceof ImportError && error.code === 'too_many_rows')
      throw new ImportError('too_many_rows', HSM_MAX_ROWS);
    throw error;
  }
  const columns = headerColumnCount(sheet);
  if (columns < HSM_COLUMNS.length) throw new HsmFileError('few_columns', columns);
  const context = await loading.catch(() => {
    throw new HsmFileError('catalog');
  });
  const rows: HsmRow[] = [];
  onStep?.({ step: 'checking', rows: sheet.length - 1 });
  await inSlices(sheet.length, (from, to) => mapHsmRows(sheet, from, to, rows), signal);
  if (rows.length === 0) throw new HsmFileError('no_rows');
  const check = createHsmValidator(context);
  const report = emptyReport();
  await inSlices(rows.length, (from, to) => addToReport(rows, from, to, check, report), signal);
  return { fileName: file.name, importId: newImportId(), rows, report };
}
