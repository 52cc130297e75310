// The operator's reports (seed 001 §3 `report`, §6): a stable key per report and its body entry.
import type { OperatorSaveBody, Report } from '@atende/contract';

/** A stable key of a report (`report_Id`, else its code). */
export function reportKey(
  report: Pick<Report, 'report_Id' | 'report_Code' | 'report_Name'>,
): string {
  if (report.report_Id !== undefined && report.report_Id !== null) return `id:${report.report_Id}`;
  return `code:${report.report_Code ?? report.report_Name}`;
}

/** The body entry of a report key: by `report_Id`, or by `report_Code` (OperatorReportInputSchema). */
export function reportEntry(
  key: string,
  known: readonly Report[],
): NonNullable<OperatorSaveBody['report']>[number] {
  const report = known.find((r) => reportKey(r) === key);
  if (key.startsWith('id:'))
    return { report_Id: Number(key.slice(3)), report_Name: report?.report_Name };
  return { report_Code: report?.report_Code ?? key.slice(5), report_Name: report?.report_Name };
}
