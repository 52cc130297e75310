import { transferProblem, transferTargets } from './transferRules';

describe('transferTargets', () => {
  it('keeps the enabled groups with an id, in order', () => {
    const groups = [
      { attendence_Group_Id: 1, attendence_Group_Name: 'Sales' },
      { attendence_Group_Id: 2, attendence_Group_Name: 'Old', enable: false },
      { attendence_Group_Id: 0, attendence_Group_Name: 'None' },
      { attendence_Group_Id: 3, attendence_Group_Name: 'Support', enable: true },
    ];
    expect(transferTargets(groups).map((group) => group.attendence_Group_Id)).toEqual([1, 3]);
  });
});

describe('transferProblem', () => {
  it('needs a non-zero service id', () => {
    expect(transferProblem(0, 2)).toBe('invalidService');
    expect(transferProblem(undefined, 2)).toBe('invalidService');
  });

  it('needs a non-zero group id', () => {
    expect(transferProblem(42, 0)).toBe('chooseGroup');
    expect(transferProblem(42, null)).toBe('chooseGroup');
  });

  it('accepts two non-zero ids', () => {
    expect(transferProblem(42, 2)).toBeNull();
  });
});
