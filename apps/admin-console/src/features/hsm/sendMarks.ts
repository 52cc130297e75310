/** A row's mark in the preview: its send checkbox, or what became of it. */
export const Mark = {
  /** Unchecked by the user. */
  unchecked: 0,
  /** Checked: sent by Send. */
  checked: 1,
  /** Has problems: cannot be checked. */
  blocked: 2,
  /** Posted to Hsm_Send. */
  sent: 3,
  /** Hsm_Send refused it or did not answer: stays checked to send again. */
  failed: 4,
} as const;
export type MarkValue = (typeof Mark)[keyof typeof Mark];

/**
 * The marks of every row of an import, one byte each (a 100,000-row file makes no object per row).
 * Changed in place: the page re-renders through the version it keeps (`useSendMarks`).
 */
export class SendMarks {
  private readonly marks: Uint8Array;

  /** Every row checked, but those `blocked` says have problems. */
  constructor(count: number, blocked: Iterable<number> = []) {
    this.marks = new Uint8Array(count).fill(Mark.checked);
    for (const index of blocked) this.marks[index] = Mark.blocked;
  }

  get size(): number {
    return this.marks.length;
  }

  of(index: number): MarkValue {
    return this.marks[index] as MarkValue;
  }

  /** Whether Send sends the row (checked, or failed before and so checked again). */
  isChecked(index: number): boolean {
    const mark = this.marks[index];
    return mark === Mark.checked || mark === Mark.failed;
  }

  /** Checks or unchecks a row; a blocked or sent row does not change. Answers whether it changed. */
  setChecked(index: number, checked: boolean): boolean {
    const mark = this.marks[index];
    if (mark === Mark.blocked || mark === Mark.sent || mark === undefined) return false;
    const next = checked ? Mark.checked : Mark.unchecked;
    if (mark === next) return false;
    this.marks[index] = next;
    return true;
  }

  /** Records the outcome of posting a row. */
  setSent(index: number, sent: boolean): void {
    this.marks[index] = sent ? Mark.sent : Mark.failed;
  }

  /** The indices Send sends, in file order. */
  checkedIndices(): number[] {
    const indices: number[] = [];
    for (let index = 0; index < this.marks.length; index += 1)
      if (this.isChecked(index)) indices.push(index);
    return indices;
  }

  /** How many rows Send would send. */
  checkedCount(): number {
    let count = 0;
    for (let index = 0; index < this.marks.length; index += 1)
      if (this.isChecked(index)) count += 1;
    return count;
  }
}
