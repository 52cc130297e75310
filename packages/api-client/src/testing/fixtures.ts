/** Test fixtures shared by the unit tests. Not exported by the package. */
import type { LoggedInUser } from '@atende/contract';

/** A `User_Validate` answer, including a password field the client must never keep. */
export function loggedInUser(overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    token: 'token-1',
    user_Id: 42,
    user_Name: 'Ana Souza',
    user_Login: 'ana',
    user_Pass: 'U2VjcmV0UGFzcyExMjM0',
    user_Email: 'ana@example.com',
    user_Celphone: '+5511999990000',
    pass_Expired: false,
    start_Att: '08:00:00',
    end_Att: '18:00:00',
    attendence_Adm: false,
    att_Start: '08:00:00',
    att_End: '18:00:00',
    start_Access: '2024-01-01',
    end_Access: '2030-12-31',
    user_SysAdm: false,
    expiration_Date: '2030-12-31',
    function_Id: 7,
    user_Function: [{ functionality_Name: 'Attendence', functionality_Level: 3 }],
    channel: [{ channel_Id: 1, channel_Name: 'WhatsApp' }],
    customer: [
      { customer_Id: 10, customer_Name: 'Acme', customer_Logo_URL: '', store: [], group_List: [] },
    ],
    ...overrides,
  };
}
