import {
  CAMPAIGN_ACTIVITY_CASES,
  encodePassword,
  PASSWORD_RULE_CASES,
  serverTimeMs,
} from '@atende/contract';
import { startTestServer, type TestServer } from './harness';

/**
 * Issue 17 "a test per rule proves the two sides agree on the same cases": the contract's shared case
 * tables (the ones `packages/contract` runs against the functions the shell and the console check
 * with) driven through the real server over HTTP.
 */

let server: TestServer;
// Many logins and argon2 hashes per test: generous bounds on a shared machine.
const SLOW = 120_000;
beforeAll(async () => {
  server = await startTestServer();
}, SLOW);
afterAll(() => server.close());

const refusal = (broken: readonly string[]) => `Password rules not met: ${broken.join(', ')}.`;

describe('password rules: the same verdicts as the screens', () => {
  it(
    'PUT User_Data_Perm (own password change) refuses and accepts the shared cases',
    async () => {
      let token = await server.login('newhire');
      let current = 'Atende@2026';
      const id = server.seed.users.newhire;
      for (const { password, broken } of PASSWORD_RULE_CASES) {
        const res = await server.call('PUT', '/api/User_Data_Perm', {
          token,
          body: {
            user_Id: id,
            user_Pass: encodePassword(password),
            old_Pass: encodePassword(current),
          },
        });
        if (broken.length) {
          expect({ password, status: res.status, message: res.body.message }).toEqual({
            password,
            status: 400,
            message: refusal(broken),
          });
          expect(res.body.field).toBe('user_Pass');
        } else {
          expect({ password, status: res.status }).toEqual({ password, status: 200 });
          token = res.body.token as string;
          current = password;
        }
      }
      // The last accepted password logs in.
      expect(await server.login('newhire', current)).toEqual(expect.any(String));
    },
    SLOW,
  );

  it('logs in with the accented capital of issue 17 after changing to it', async () => {
    const token = await server.login('agent2');
    const changed = await server.call('PUT', '/api/User_Data_Perm', {
      token,
      body: {
        user_Id: server.seed.users.agent2,
        user_Pass: encodePassword('Éxito#2026'),
        old_Pass: encodePassword('Atende@2026'),
      },
    });
    expect(changed.status).toBe(200);
    expect(await server.login('agent2', 'Éxito#2026')).toEqual(expect.any(String));
  });

  it(
    'PUT User_Data_Perm (operator save) refuses and accepts the shared cases',
    async () => {
      const admin = await server.login('admin');
      let n = 0;
      for (const { password, broken } of PASSWORD_RULE_CASES) {
        n += 1;
        const res = await server.call('PUT', '/api/User_Data_Perm', {
          token: admin,
          body: {
            user_Id: 0,
            user_Login: `rules${n}`,
            user_Name: `Rules ${n}`,
            user_Pass: encodePassword(password),
            function_Id: 7,
            customer: [{ customer_Id: server.seed.customers.acme }],
          },
        });
        if (broken.length) {
          expect({ password, status: res.status, message: res.body.message }).toEqual({
            password,
            status: 400,
            message: refusal(broken),
          });
        } else {
          expect({ password, status: res.status }).toEqual({ password, status: 200 });
          expect(await server.login(`rules${n}`, password)).toEqual(expect.any(String));
        }
      }
    },
    SLOW,
  );
});

describe('campaign activity: the same verdicts as the desk and the console', () => {
  const MINUTE = 60_000;
  /** The readable cases more than a minute from an edge: a period moved so its moment is now. */
  const cases = CAMPAIGN_ACTIVITY_CASES.map((c) => ({
    ...c,
    start: serverTimeMs(c.period.start_DateTime),
    end: serverTimeMs(c.period.end_DateTime),
    at: Date.parse(c.now),
  })).filter(
    (c) =>
      !Number.isNaN(c.start) &&
      !Number.isNaN(c.end) &&
      Math.abs(c.at - c.start) > MINUTE &&
      Math.abs(c.at - c.end) > MINUTE,
  );

  it(
    'Campaign_List answers `active` as isCampaignActive decides',
    async () => {
      expect(cases.filter((c) => c.active).length).toBeGreaterThan(0);
      expect(cases.filter((c) => !c.active).length).toBeGreaterThan(0);
      const token = await server.login('manager');
      const acme = server.seed.customers.acme;
      const expected = new Map<number, boolean>();
      const shift = Date.now();
      for (const [i, c] of cases.entries()) {
        const moved = (ms: number) => new Date(ms - c.at + shift).toISOString();
        const saved = await server.call('POST', '/api/Campaign_Update', {
          token,
          body: {
            customer_Id: acme,
            campaign_Id: 0,
            campaign_Name: `Rule case ${i}`,
            flow_Name: '',
            channel_Id: 1,
            start_DateTime: moved(c.start),
            end_DateTime: moved(c.end),
            resend_Interval: 0,
          },
        });
        expect(saved.status).toBe(200);
        expected.set(saved.body.campaign_Id as number, c.active);
      }
      const list = await server.call('GET', `/api/Campaign_List?Customer_Id=${acme}`, { token });
      const answered = new Map(
        (list.body as Array<{ campaign_Id: number; active: boolean }>)
          .filter((c) => expected.has(c.campaign_Id))
          .map((c) => [c.campaign_Id, c.active]),
      );
      expect(answered).toEqual(expected);
    },
    SLOW,
  );
});
