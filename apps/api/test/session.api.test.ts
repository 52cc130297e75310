import { encodePassword, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const validate = (login: string, pass: string) =>
  server.call(
    'GET',
    `/api/User_Validate?${new URLSearchParams({ User_Login: login, User_Pass: pass })}`,
  );

describe('User_Validate (login)', () => {
  it('answers the user record of seed 000 section 3 with a token and no password', async () => {
    const res = await validate('agent1', encodePassword('Atende@2026'));
    expect(res.status).toBe(200);
    const user = res.body;
    expect(typeof user.token).toBe('string');
    expect(user).toMatchObject({
      user_Id: server.seed.users.agent1,
      user_Name: 'Alice Agent',
      user_Login: 'agent1',
      start_Att: '08:00:00',
      end_Att: '18:00:00',
      pass_Expired: false,
      function_Id: 7,
    });
    expect(user.customer).toEqual([
      expect.objectContaining({
        customer_Id: server.seed.customers.acme,
        customer_Name: 'Acme Telecom',
      }),
    ]);
    expect(
      user.customer[0].group_List.map(
        (g: { attendence_Group_Name: string }) => g.attendence_Group_Name,
      ),
    ).toEqual(['Support', 'Sales']);
    expect(JSON.stringify(user)).not.toMatch(/scrypt|password_hash|Atende@2026/);
  });

  it('lists several customers for a multi-customer user and flags an expired password', async () => {
    const manager = await validate('manager', encodePassword('Atende@2026'));
    expect(manager.body.customer).toHaveLength(2);
    const newhire = await validate('newhire', encodePassword('Atende@2026'));
    expect(newhire.body.pass_Expired).toBe(true);
  });

  it('answers a body without user data for wrong credentials or unknown users', async () => {
    for (const [login, pass] of [
      ['agent1', encodePassword('wrong')],
      ['nobody', encodePassword('Atende@2026')],
      ['agent1', 'not-encoded!'],
    ]) {
      const res = await validate(login!, pass!);
      expect(res.status).toBe(200);
      expect(res.body.user_Name).toBeUndefined();
      expect(res.body.token).toBeUndefined();
    }
  });

  it('answers 400 naming the missing field', async () => {
    const res = await server.call('GET', '/api/User_Validate?User_Login=agent1');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'bad_request', field: 'User_Pass' });
  });
});

describe('authentication on every other route', () => {
  it('rejects a missing, malformed, forged or expired token with 401', async () => {
    const path = `/api/User_Att_Waitting?Customer_Id=${server.seed.customers.acme}`;
    expect((await server.call('GET', path)).status).toBe(401);
    expect((await server.call('GET', path, { token: 'garbage' })).status).toBe(401);
    const forged = server.app.jwt.sign({ sub: server.seed.users.agent1, login: 'agent1', fid: 7 }, {
      key: 'other-secret',
    } as never);
    expect((await server.call('GET', path, { token: forged })).status).toBe(401);
    const expired = server.app.jwt.sign({
      sub: server.seed.users.agent1,
      login: 'agent1',
      fid: 7,
      iat: 1000,
      exp: 2000,
    } as never);
    const res = await server.call('GET', path, { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });
});

describe('User_Data_Perm', () => {
  it('GET answers the permissions object for the caller', async () => {
    const token = await server.login('manager');
    const res = await server.call(
      'GET',
      `/api/User_Data_Perm?user_id=${server.seed.users.manager}`,
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.customer).toHaveLength(2);
    expect(res.body.user_Function).toEqual(
      expect.arrayContaining([
        {
          functionality_Name: 'User',
          functionality_Level: 3,
          functionality_abrev: 'USR',
          functionality_code: 'F04',
        },
      ]),
    );
    expect(res.body.report.length).toBeGreaterThan(0);
    expect(res.body.channel).toEqual([{ channel_Id: 1, channel_Name: 'WhatsApp' }]);
  });

  it('GET refuses another user to an agent (403) and to a manager of another customer', async () => {
    const agent = await server.login('agent1');
    expect(
      (
        await server.call('GET', `/api/User_Data_Perm?user_id=${server.seed.users.agent2}`, {
          token: agent,
        })
      ).status,
    ).toBe(403);
    const custaccount = await server.login('custaccount');
    expect(
      (
        await server.call('GET', `/api/User_Data_Perm?user_id=${server.seed.users.agent3}`, {
          token: custaccount,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('GET', `/api/User_Data_Perm?user_id=${server.seed.users.agent1}`, {
          token: custaccount,
        })
      ).status,
    ).toBe(200);
  });

  it('GET 400 for a bad user_id, 401 without a token', async () => {
    const token = await server.login('agent1');
    expect(
      (await server.call('GET', '/api/User_Data_Perm?user_id=abc', { token })).body.field,
    ).toBe('user_id');
    expect((await server.call('GET', `/api/User_Data_Perm?user_id=1`)).status).toBe(401);
  });

  it('PUT changes the own password under the rules and clears pass_Expired', async () => {
    const token = await server.login('newhire');
    const id = server.seed.users.newhire;
    const old_Pass = encodePassword('Atende@2026');
    const weak = await server.call('PUT', '/api/User_Data_Perm', {
      token,
      body: { user_Id: id, user_Pass: encodePassword('weak'), old_Pass },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe('user_Pass');
    const other = await server.call('PUT', '/api/User_Data_Perm', {
      token,
      body: {
        user_Id: server.seed.users.agent1,
        user_Pass: encodePassword('Better#Pass9'),
        old_Pass,
      },
    });
    expect(other.status).toBe(403);
    expect(
      (await server.call('PUT', '/api/User_Data_Perm', { body: { user_Id: id, user_Pass: 'x' } }))
        .status,
    ).toBe(401);
    const ok = await server.call('PUT', '/api/User_Data_Perm', {
      token,
      body: { user_Id: id, user_Pass: encodePassword('Better#Pass9'), old_Pass },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ user_Id: id, function_Id: 7, token: expect.any(String) });
    const relog = await validate('newhire', encodePassword('Better#Pass9'));
    expect(relog.body.pass_Expired).toBe(false);
    expect((await validate('newhire', encodePassword('Atende@2026'))).body.token).toBeUndefined();
  });
});

describe('User_Att_Pause', () => {
  it('stores availability; a paused agent sees no waiting items', async () => {
    const token = await server.login('agent3');
    const waiting = `/api/User_Att_Waitting?Customer_Id=${server.seed.customers.borealis}`;
    expect((await server.call('GET', waiting, { token })).body).toHaveLength(1);
    expect((await server.call('POST', '/api/User_Att_Pause?Paused=true', { token })).body).toEqual({
      paused: true,
    });
    expect((await server.call('GET', waiting, { token })).body).toEqual([]);
    expect((await server.call('POST', '/api/User_Att_Pause?Paused=false', { token })).body).toEqual(
      { paused: false },
    );
    expect((await server.call('GET', waiting, { token })).body).toHaveLength(1);
  });

  it('400 for a non-boolean, 401 without a token', async () => {
    const token = await server.login('agent3');
    expect(
      (await server.call('POST', '/api/User_Att_Pause?Paused=maybe', { token })).body.field,
    ).toBe('Paused');
    expect((await server.call('POST', '/api/User_Att_Pause?Paused=true')).status).toBe(401);
  });
});

describe('CORS for the browser apps', () => {
  it('allows a PUT (password change) from a configured origin', async () => {
    const res = await fetch(`${server.url}/api/User_Data_Perm`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/PUT/);
  });
});
