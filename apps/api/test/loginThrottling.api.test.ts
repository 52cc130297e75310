// Login throttling (issue 8, ADR 0010): per login and per address, growing Retry-After, one hash
// per attempt.
import { encodePassword, startTestServer, type TestServer } from './harness';
import { DEMO, sleep, validate, validateRaw } from './login';

describe('login throttling', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  it('per login: 429 too_many_attempts after 5 failures, with a Retry-After that grows', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await validate(server, 'agent1', 'Wrong@2026');
      expect(res.status).toBe(200);
      expect(res.body.token).toBeUndefined();
    }
    const blocked = await validateRaw(server, 'agent1', DEMO);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: 'too_many_attempts' });
    const first = Number(blocked.headers.get('retry-after'));
    expect(first).toBeGreaterThanOrEqual(1);
    // the login is refused whatever its case; other logins from elsewhere are not concerned
    expect((await validateRaw(server, ' AGENT1 ', DEMO)).status).toBe(429);
    expect((await validate(server, 'agent2', DEMO)).body.token).toEqual(expect.any(String));

    await sleep(first * 1000 + 100);
    expect((await validate(server, 'agent1', 'Wrong@2026')).status).toBe(200);
    const longer = await validateRaw(server, 'agent1', DEMO);
    expect(longer.status).toBe(429);
    const second = Number(longer.headers.get('retry-after'));
    expect(second).toBeGreaterThan(first);

    // a success (once the delay is over) clears the login's count
    await sleep(second * 1000 + 100);
    expect((await validate(server, 'agent1', DEMO)).body.token).toEqual(expect.any(String));
    expect((await validate(server, 'agent1', 'Wrong@2026')).status).toBe(200);
    expect((await validate(server, 'agent1', DEMO)).status).toBe(200);
  });

  it('per client address: 429 after 20 failures across logins, even for a right password', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await validate(server, `nobody${i}`, 'Wrong@2026');
      expect(res.status).toBe(200);
    }
    const blocked = await validateRaw(server, 'agent2', DEMO);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await blocked.json()).toMatchObject({ error: 'too_many_attempts' });
  });

  it('counts wrong old passwords of a password change as failures of the login', async () => {
    const token = await server.login('agent3');
    for (let i = 0; i < 5; i += 1) {
      const res = await server.call('PUT', '/api/User_Data_Perm', {
        token,
        body: {
          user_Id: server.seed.users.agent3!,
          user_Pass: encodePassword('Better#Pass9'),
          old_Pass: encodePassword(`Guess#${i}abc`),
        },
      });
      expect(res.body.error).toBe('wrong_password');
    }
    const res = await server.call('PUT', '/api/User_Data_Perm', {
      token,
      body: {
        user_Id: server.seed.users.agent3!,
        user_Pass: encodePassword('Better#Pass9'),
        old_Pass: encodePassword(DEMO),
      },
    });
    expect(res.status).toBe(429);
    expect((await validate(server, 'agent3', DEMO)).status).toBe(429);
  });
});
