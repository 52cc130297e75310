import { getLanguage } from '@atende/locale';
import type { Translate } from '../form/apiErrorText';
import { ImportError, type ImportErrorCode } from './importFailure';

const TEXT_KEYS: Readonly<Record<ImportErrorCode, string>> = {
  empty: 'ui:import.errors.empty',
  too_large: 'ui:import.errors.tooLarge',
  too_many_rows: 'ui:import.errors.tooManyRows',
  timeout: 'ui:import.errors.timeout',
  malformed: 'ui:import.errors.malformed',
  binary: 'ui:import.errors.binary',
  aborted: 'ui:import.errors.aborted',
  failed: 'ui:import.errors.failed',
};

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} B`;
}

/** The translated text of an import failure (any other error reads as `failed`). */
export function importErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof ImportError)) return t(TEXT_KEYS.failed);
  const max =
    error.max === undefined
      ? undefined
      : error.code === 'too_large'
        ? formatBytes(error.max)
        : new Intl.NumberFormat(getLanguage()).format(error.max);
  return t(TEXT_KEYS[error.code], { max });
}
