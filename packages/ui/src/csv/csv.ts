// The cell rule and the CSV text are the contract's (one rule for the browser and the API).
import { toCsv, type CsvOptions } from '@atende/contract';

/** One column of a CSV export: its header and how a row gives the cell. */
export interface CsvColumn<Row> {
  title: string;
  value: (row: Row) => unknown;
}

/** The CSV text of objects through column definitions (header first). */
export function rowsToCsv<Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  options: CsvOptions = {},
): string {
  return toCsv(
    [columns.map((column) => column.title), ...rows.map((row) => columns.map((c) => c.value(row)))],
    options,
  );
}

/** Offers a CSV text to the user as a download named `fileName` (`.csv` added when missing). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = /\.csv$/i.test(fileName) ? fileName : `${fileName}.csv`;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
