import {
  FUNCTIONALITIES,
  Functionality,
  ROLE_FUNCTION_ORDER,
  isFunctionalityName,
} from './functionality';
import { ROLE_NAMES, Role, isRoleId, roleName } from './roles';

describe('Functionality', () => {
  // Seed 000 §6: "Functionality names: Painel, Attendence, Campaign, User, Attendence Group, Report, Flow,
  // Template, HSM, Payment, Reasons."
  it('has the exact names of the specifications', () => {
    expect([...FUNCTIONALITIES]).toEqual([
      'Painel',
      'Attendence',
      'Campaign',
      'User',
      'Attendence Group',
      'Report',
      'Flow',
      'Template',
      'HSM',
      'Payment',
      'Reasons',
    ]);
    expect(Functionality.AttendenceGroup).toBe('Attendence Group');
  });

  it('recognises only exact names', () => {
    expect(isFunctionalityName('Attendence Group')).toBe(true);
    expect(isFunctionalityName('Attendance')).toBe(false);
    expect(isFunctionalityName(3)).toBe(false);
  });

  // Seed 001 §3 Role: "function_Level per function in fixed order: flow, report, campaign, attendence, user, payment".
  it('keeps the fixed order of a role user_Functions', () => {
    expect([...ROLE_FUNCTION_ORDER]).toEqual([
      'Flow',
      'Report',
      'Campaign',
      'Attendence',
      'User',
      'Payment',
    ]);
  });
});

describe('Role', () => {
  // Seed 000 §1 and seed 001 §3: "1 system administrator, 2 system account, 3 customer administrator,
  // 4 customer account, 5 store administrator, 6 store account, 7 store agent."
  it('numbers and names the seven roles', () => {
    expect(Role).toEqual({
      SystemAdministrator: 1,
      SystemAccount: 2,
      CustomerAdministrator: 3,
      CustomerAccount: 4,
      StoreAdministrator: 5,
      StoreAccount: 6,
      StoreAgent: 7,
    });
    expect(ROLE_NAMES).toEqual({
      1: 'system administrator',
      2: 'system account',
      3: 'customer administrator',
      4: 'customer account',
      5: 'store administrator',
      6: 'store account',
      7: 'store agent',
    });
  });

  it('names only ids 1..7', () => {
    expect(roleName(1)).toBe('system administrator');
    expect(roleName(7)).toBe('store agent');
    expect(roleName(0)).toBeUndefined();
    expect(roleName(8)).toBeUndefined();
    expect(roleName('1')).toBeUndefined();
    expect(isRoleId(1.5)).toBe(false);
  });
});
