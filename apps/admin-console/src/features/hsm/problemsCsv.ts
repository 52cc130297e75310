import { rowsToCsv, type Translate } from '@atende/ui';
import type { HsmRow } from './hsmRows';
import type { HsmProblem, HsmReport } from './hsmValidation';

/** The words of a problem (`hsm.problems.*` of the `admin` namespace). */
export function problemText(problem: HsmProblem, t: Translate): string {
  return t(`hsm.problems.${problem.code}`, problem.values);
}

/**
 * The validation report as a CSV file (issue 12: "a downloadable CSV of the problems"): one line per
 * problem with the file's line, the column, the cell's value and the problem in words. Written by the
 * UI kit's `rowsToCsv` (semicolons, BOM), so a value starting with =, +, - or @ is neutralised and
 * opens as text, never as a formula.
 */
export function problemsCsv(rows: readonly HsmRow[], report: HsmReport, t: Translate): string {
  const lines: Array<{ problem: HsmProblem; value: string }> = [];
  for (const index of report.problemIndices)
    for (const problem of report.problems.get(index) ?? [])
      lines.push({ problem, value: rows[index]![problem.column] });
  return rowsToCsv(lines, [
    { title: t('hsm.csv.line'), value: (l) => l.problem.line },
    { title: t('hsm.csv.column'), value: (l) => t(`hsm.columns.${l.problem.column}`) },
    { title: t('hsm.csv.value'), value: (l) => l.value },
    { title: t('hsm.csv.problem'), value: (l) => problemText(l.problem, t) },
  ]);
}
