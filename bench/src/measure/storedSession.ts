import { encodePassword } from '@atende/contract';
import type { BrowserContextOptions } from 'playwright-core';
import { DEMO_PASSWORD } from '../stack/areas';

/** The browser storage key of the shell's session (`SESSION_STORAGE_KEY` of @atende/api-client). */
const SESSION_STORAGE_KEY = 'atende.session';

/**
 * Logs `user` in through the API (`GET /api/User_Validate`, as the shell's login dialog does) and
 * returns the session as the shell stores it with "remember me" on: the value of localStorage
 * `atende.session` (zustand persist, version 1: user without token or password, token, the customer
 * when the user has exactly one).
 */
export async function storedSessionOf(apiUrl: string, user: string): Promise<string> {
  const query = new URLSearchParams({ User_Login: user, User_Pass: encodePassword(DEMO_PASSWORD) });
  const res = await fetch(`${apiUrl}/api/User_Validate?${query}`);
  const body = await res.text();
  if (!res.ok) throw new Error(`User_Validate answered ${res.status}: ${body.slice(0, 200)}`);
  const answer = JSON.parse(body) as Record<string, unknown> & {
    token?: string;
    customer?: Array<{ customer_Id?: number }>;
  };
  const { token, user_Pass: _password, ...record } = answer;
  if (!token) throw new Error(`User_Validate gave no token for ${user}.`);
  const customers = Array.isArray(record.customer) ? record.customer : [];
  return JSON.stringify({
    state: {
      user: record,
      token,
      currentCustomerId: customers.length === 1 ? (customers[0]?.customer_Id ?? null) : null,
      rememberMe: true,
      lastLogoutReason: null,
    },
    version: 1,
  });
}

/** A context option holding the stored session in `origin`'s localStorage (a logged-in browser). */
export function withStoredSession(origin: string, session: string): BrowserContextOptions {
  return {
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: session }] }],
    },
  };
}
