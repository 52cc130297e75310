import { type LoggedInUser } from '@atende/contract';
import { functionsOf, makeUser as makeTestUser, TEST_CUSTOMER } from '@atende/api-client/testing';

export { permissionsOf } from '@atende/api-client/testing';

/**
 * The shell's test user: the kit's user (`@atende/api-client/testing`) as an agent who also sees the
 * panel, in one customer with one group (override any field).
 */
export function makeUser(patch: Partial<LoggedInUser> = {}): LoggedInUser {
  return makeTestUser({
    token: 'token-1',
    user_Name: 'Alice Agent',
    user_Email: 'alice@example.com',
    function_Id: 7,
    user_Function: functionsOf({ Painel: 1, Attendence: 3 }),
    customer: [
      {
        ...TEST_CUSTOMER,
        customer_Name: 'Acme',
        group_List: [{ attendence_Group_Id: 1, attendence_Group_Name: 'Support' }],
      },
    ],
    ...patch,
  });
}
