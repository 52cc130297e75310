import { type Customer, type LoggedInUser, type Permissions } from '@atende/contract';
import { sessionStore } from '@atende/api-client';

/** Functionality levels by name (`{ Attendence: 3, Painel: 1 }`). */
export type Levels = Record<string, number>;

/** The customer every fixture user belongs to unless told otherwise (id 1). */
export const TEST_CUSTOMER: Customer = {
  customer_Id: 1,
  customer_Name: 'Acme Telecom',
  customer_Logo_URL: '',
  store: [],
  group_List: [],
};

/** A role's functionality list from levels by name. */
export function functionsOf(levels: Levels): LoggedInUser['user_Function'] {
  return Object.entries(levels).map(([functionality_Name, functionality_Level]) => ({
    functionality_Name,
    functionality_Level,
  }));
}

/**
 * A `User_Validate` answer (the contract's `LoggedInUser`): an agent of `TEST_CUSTOMER` with the
 * attendance functionality; override any field (`makeUser({ user_Name: 'Ana Agent' })`).
 */
export function makeUser(patch: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    token: 'test-token',
    user_Id: 7,
    user_Name: 'Ana Agent',
    user_Login: 'agent1',
    user_Email: 'agent1@example.com',
    user_Celphone: '',
    pass_Expired: false,
    start_Att: '08:00:00',
    end_Att: '17:00:00',
    attendence_Adm: false,
    att_Start: '',
    att_End: '',
    start_Access: '',
    end_Access: '',
    user_SysAdm: false,
    expiration_Date: '',
    function_Id: 5,
    user_Function: functionsOf({ Attendence: 3 }),
    channel: [],
    customer: [TEST_CUSTOMER],
    ...patch,
  };
}

/** A manager of `TEST_CUSTOMER` with these levels (role 3), as the console's screens need. */
export function makeManager(levels: Levels, patch: Partial<LoggedInUser> = {}): LoggedInUser {
  return makeUser({
    user_Id: 3,
    user_Name: 'Marta Manager',
    user_Login: 'manager',
    user_Email: 'manager@example.com',
    function_Id: 3,
    user_Function: functionsOf(levels),
    ...patch,
  });
}

/**
 * The permissions object `GET User_Data_Perm?user_id` answers (its four lists): a user's own, or
 * levels by name in `TEST_CUSTOMER`.
 */
export function permissionsOf(
  source: Pick<LoggedInUser, 'customer' | 'user_Function' | 'channel'> | Levels,
): Permissions {
  const user =
    'customer' in source && Array.isArray(source.customer)
      ? (source as Pick<LoggedInUser, 'customer' | 'user_Function' | 'channel'>)
      : { customer: [TEST_CUSTOMER], user_Function: functionsOf(source as Levels), channel: [] };
  return {
    customer: user.customer,
    user_Function: user.user_Function,
    report: [],
    channel: user.channel,
  };
}

/** Logs `user` in through the session store (its first customer current); returns it. */
export function loginAs(user: LoggedInUser, rememberMe = true): LoggedInUser {
  sessionStore.getState().login(user, rememberMe);
  return user;
}

/** Logs a manager of `TEST_CUSTOMER` (Acme Telecom) in, with these levels and role (default 3). */
export function loginManager(levels: Levels, patch: Partial<LoggedInUser> = {}): LoggedInUser {
  return loginAs(makeManager(levels, patch));
}
