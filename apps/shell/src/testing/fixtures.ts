import type { LoggedInUser, Permissions } from '@atende/contract';

/** A `User_Validate` answer for tests: an agent of one customer with one group (override any field). */
export function makeUser(patch: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    token: 'token-1',
    user_Id: 7,
    user_Name: 'Alice Agent',
    user_Login: 'agent1',
    user_Email: 'alice@example.com',
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
    function_Id: 7,
    user_Function: [
      { functionality_Name: 'Painel', functionality_Level: 1 },
      { functionality_Name: 'Attendence', functionality_Level: 3 },
    ],
    channel: [],
    customer: [
      {
        customer_Id: 1,
        customer_Name: 'Acme',
        customer_Logo_URL: '',
        store: [],
        group_List: [{ attendence_Group_Id: 1, attendence_Group_Name: 'Support' }],
      },
    ],
    ...patch,
  };
}

/** The permissions object `GET User_Data_Perm?user_id` answers for a user (its four lists). */
export function permissionsOf(
  user: Pick<LoggedInUser, 'customer' | 'user_Function' | 'channel'>,
): Permissions {
  return {
    customer: user.customer,
    user_Function: user.user_Function,
    report: [],
    channel: user.channel,
  };
}
