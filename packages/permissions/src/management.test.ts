import { canManageReports, canManageRoles } from './management';

// Seed 001 §2 and §6: "Role management ... and report assignment to an operator appear only when the current
// user's function_Id is 1."
describe.each([
  ['canManageRoles', canManageRoles],
  ['canManageReports', canManageReports],
])('%s', (_name, rule) => {
  it.each([
    [1, true],
    ['1', true],
    [0, false],
    [2, false],
    [3, false],
    [7, false],
    [null, false],
    [undefined, false],
    [true, false],
    ['', false],
  ])('function_Id %p -> %s', (functionId, allowed) => {
    expect(rule(functionId)).toBe(allowed);
  });
});
