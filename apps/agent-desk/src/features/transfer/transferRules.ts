import type { AttendanceGroup } from '@atende/contract';

/** Why a transfer cannot be sent: the texts `transfer.invalidService` / `transfer.chooseGroup`. */
export type TransferProblem = 'invalidService' | 'chooseGroup';

/** The groups offered as targets: those with an id that are not disabled (ADR 0003: enabled groups). */
export function transferTargets(groups: readonly AttendanceGroup[]): AttendanceGroup[] {
  return groups.filter((group) => group.attendence_Group_Id > 0 && group.enable !== false);
}

/** "Transfer requires a confirmation and non-zero ids" (seed 000 §5): the problem, or null. */
export function transferProblem(
  attendanceId: number | null | undefined,
  groupId: number | null | undefined,
): TransferProblem | null {
  if (!attendanceId) return 'invalidService';
  if (!groupId) return 'chooseGroup';
  return null;
}
