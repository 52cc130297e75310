import { Mark, SendMarks } from './sendMarks';

describe('the send marks of an import', () => {
  it('checks every row but those with problems, which cannot be checked', () => {
    const marks = new SendMarks(5, [1, 3]);
    expect(marks.checkedIndices()).toEqual([0, 2, 4]);
    expect(marks.setChecked(1, true)).toBe(false);
    expect(marks.of(1)).toBe(Mark.blocked);
    expect(marks.checkedCount()).toBe(3);
  });

  it('unchecks and checks a row; a sent row stays sent', () => {
    const marks = new SendMarks(3);
    expect(marks.setChecked(0, false)).toBe(true);
    expect(marks.setChecked(0, false)).toBe(false);
    marks.setSent(1, true);
    expect(marks.setChecked(1, true)).toBe(false);
    expect(marks.checkedIndices()).toEqual([2]);
  });

  it('a row Hsm_Send refused stays checked, to send again', () => {
    const marks = new SendMarks(2);
    marks.setSent(0, false);
    expect(marks.of(0)).toBe(Mark.failed);
    expect(marks.checkedIndices()).toEqual([0, 1]);
    marks.setChecked(0, false);
    expect(marks.checkedIndices()).toEqual([1]);
  });

  it('holds 100,000 rows in one byte each', () => {
    const marks = new SendMarks(100_000, [5]);
    expect(marks.size).toBe(100_000);
    expect(marks.checkedCount()).toBe(99_999);
  });
});
