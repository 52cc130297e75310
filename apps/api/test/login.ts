// Logging in through User_Validate for the session suites, with the demo password.
import { encodePassword, type TestServer } from './harness';

/** The demo users' password. */
export const DEMO = 'Atende@2026';

/** Waits `ms` milliseconds (for throttling windows that are the behaviour under test). */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `GET User_Validate` through the server's caller. */
export const validate = (server: TestServer, login: string, password: string) =>
  server.call(
    'GET',
    `/api/User_Validate?${new URLSearchParams({ User_Login: login, User_Pass: encodePassword(password) })}`,
  );

/** `GET User_Validate` by plain fetch (headers such as Retry-After readable). */
export const validateRaw = async (server: TestServer, login: string, password: string) => {
  const q = new URLSearchParams({ User_Login: login, User_Pass: encodePassword(password) });
  return fetch(`${server.url}/api/User_Validate?${q}`);
};
