/** The package's own session tests: the public fixture user with a password the client must never keep. */
import type { LoggedInUser } from '@atende/contract';
import { makeUser } from './users';

/** A `User_Validate` answer, including a password field the client must never keep. */
export function loggedInUser(overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  return makeUser({
    token: 'token-1',
    user_Id: 42,
    user_Name: 'Ana Souza',
    user_Login: 'ana',
    user_Pass: 'U2VjcmV0UGFzcyExMjM0',
    user_Email: 'ana@example.com',
    user_Celphone: '+5511999990000',
    start_Att: '08:00:00',
    end_Att: '18:00:00',
    att_Start: '08:00:00',
    att_End: '18:00:00',
    start_Access: '2024-01-01',
    end_Access: '2030-12-31',
    expiration_Date: '2030-12-31',
    function_Id: 7,
    channel: [{ channel_Id: 1, channel_Name: 'WhatsApp' }],
    customer: [
      { customer_Id: 10, customer_Name: 'Acme', customer_Logo_URL: '', store: [], group_List: [] },
    ],
    ...overrides,
  });
}
