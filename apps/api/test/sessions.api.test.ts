// Sessions and passwords (issue 8): password change with the old password and revocation of earlier
// tokens, logout, expired passwords, access period and membership taking effect at once (hub too),
// login throttling, one hash per login attempt, argon2id with a salt per user.
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { and, eq } from 'drizzle-orm';
import { HUB_PATH } from '../src/app';
import { checkCredentials } from '../src/auth/credentials';
import { CURRENT_HASH_PREFIX, verifyPassword, type PasswordHasher } from '../src/auth/password';
import { revokedTokens, userCustomers, users } from '../src/db/schema';
import { encodePassword, startTestServer, type TestServer } from './harness';
import { DEMO, sleep, validate } from './login';
import { clientWrites } from './inbound';

async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Watcher {
  connection: HubConnection;
  /** Phones of the NewAtt events received. */
  phones: string[];
  closed: () => boolean;
}

/** Connects the real SignalR client with `token` and activates it for (customer, user). */
async function watch(
  server: TestServer,
  token: string,
  customerId: number,
  userId: number,
): Promise<Watcher> {
  const phones: string[] = [];
  let closed = false;
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.url}${HUB_PATH}`, {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None)
    .build();
  connection.on('NewAtt', (_flag: number, phone: string) => phones.push(phone));
  connection.onclose(() => {
    closed = true;
  });
  await connection.start();
  await expect(connection.invoke('User_Att_Activate', customerId, userId)).resolves.toBe(true);
  return { connection, phones, closed: () => closed };
}

/** Tries to open a hub connection with `token`: true when the server accepts it. */
async function hubAccepts(server: TestServer, token: string): Promise<boolean> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.url}${HUB_PATH}`, {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None)
    .build();
  try {
    await connection.start();
    await connection.stop();
    return true;
  } catch {
    return false;
  }
}

describe('sessions', () => {
  let server: TestServer;
  const open: HubConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.stop().catch(() => undefined)));
    await server.close();
  });

  const waiting = (token: string, customer: 'acme' | 'borealis' = 'acme') =>
    server.call('GET', `/api/User_Att_Waitting?Customer_Id=${server.seed.customers[customer]!}`, {
      token,
    });
  const changePassword = (token: string, userId: number, body: Record<string, unknown>) =>
    server.call('PUT', '/api/User_Data_Perm', { token, body: { user_Id: userId, ...body } });
  const logout = (token: string) => server.call('POST', '/api/User_Logout', { token });

  describe('password change', () => {
    it('needs the old password, checked by the server (400 naming old_Pass)', async () => {
      const token = await server.login('agent3');
      const id = server.seed.users.agent3!;
      const missing = await changePassword(token, id, {
        user_Pass: encodePassword('Better#Pass9'),
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ error: 'bad_request', field: 'old_Pass' });
      const wrong = await changePassword(token, id, {
        user_Pass: encodePassword('Better#Pass9'),
        old_Pass: encodePassword('Wrong@2026'),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ error: 'wrong_password', field: 'old_Pass' });
      const garbled = await changePassword(token, id, {
        user_Pass: encodePassword('Better#Pass9'),
        old_Pass: 'not-encoded!',
      });
      expect(garbled.body).toMatchObject({ error: 'wrong_password', field: 'old_Pass' });
      // nothing changed: the old password still logs in, the token still works
      expect((await validate(server, 'agent3', DEMO)).body.token).toEqual(expect.any(String));
      expect((await waiting(token, 'borealis')).status).toBe(200);
    });

    it('ends every earlier token and answers a new one that works', async () => {
      const id = server.seed.users.agent3!;
      const before = await server.login('agent3');
      const other = await server.login('agent3'); // another browser of the same user
      const changed = await changePassword(before, id, {
        user_Pass: encodePassword('Better#Pass9'),
        old_Pass: encodePassword(DEMO),
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ user_Id: id, function_Id: 7, token: expect.any(String) });
      for (const old of [before, other]) {
        const res = await waiting(old, 'borealis');
        expect(res.status).toBe(401);
        expect(res.body.error).toBe('unauthorized');
        expect(await hubAccepts(server, old)).toBe(false);
      }
      const fresh = changed.body.token as string;
      expect((await waiting(fresh, 'borealis')).status).toBe(200);
      expect(await hubAccepts(server, fresh)).toBe(true);
      // and it carries the new session: a second change with it works, then it is ended in turn
      const again = await changePassword(fresh, id, {
        user_Pass: encodePassword(DEMO),
        old_Pass: encodePassword('Better#Pass9'),
      });
      expect(again.status).toBe(200);
      expect((await waiting(fresh, 'borealis')).status).toBe(401);
      expect((await waiting(again.body.token, 'borealis')).status).toBe(200);
    });
  });

  describe('logout', () => {
    it('revokes the token of the call (401 after, hub refused), not the user’s other tokens', async () => {
      const token = await server.login('storeaccount');
      const other = await server.login('storeaccount');
      expect((await waiting(token)).status).toBe(200);
      const res = await logout(token);
      expect(res.status).toBe(204);
      expect((await waiting(token)).status).toBe(401);
      expect((await logout(token)).status).toBe(401);
      expect(await hubAccepts(server, token)).toBe(false);
      expect((await waiting(other)).status).toBe(200);
      expect((await server.call('POST', '/api/User_Logout')).status).toBe(401);
    });

    it('drops the hub connection of the revoked token: no more events', async () => {
      const token = await server.login('agent1');
      const control = await watch(
        server,
        await server.login('agent1'),
        server.seed.customers.acme!,
        server.seed.users.agent1!,
      );
      const watcher = await watch(
        server,
        token,
        server.seed.customers.acme!,
        server.seed.users.agent1!,
      );
      open.push(control.connection, watcher.connection);
      expect((await logout(token)).status).toBe(204);
      await clientWrites(server, { from: '5511977700001', text: 'after the logout' });
      await until(() => control.phones.includes('5511977700001'), 'the control connection');
      await until(() => watcher.closed(), 'the revoked connection to close');
      expect(watcher.phones).not.toContain('5511977700001');
    });

    it('purges revocations whose tokens expired', async () => {
      const db = server.database.db;
      await db.insert(revokedTokens).values({
        jti: 'expired-long-ago',
        userId: server.seed.users.agent2!,
        expiresAt: new Date(Date.now() - 3600_000),
      });
      const token = await server.login('agent2');
      expect((await logout(token)).status).toBe(204);
      const rows = await db.select({ jti: revokedTokens.jti }).from(revokedTokens);
      expect(rows.map((r) => r.jti)).not.toContain('expired-long-ago');
      expect(rows.length).toBeGreaterThan(0);
    });
  });

  describe('expired password', () => {
    it('leaves only the password change and logout open (403 password_expired elsewhere)', async () => {
      const id = server.seed.users.newhire!;
      const token = await server.login('newhire');
      const res = await waiting(token);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('password_expired');
      expect(
        (await server.call('GET', `/api/User_Data_Perm?user_id=${id}`, { token })).body.error,
      ).toBe('password_expired');
      expect(await hubAccepts(server, token)).toBe(false);
      // logout stays open
      const another = await server.login('newhire');
      expect((await logout(another)).status).toBe(204);
      // the password change stays open and frees the account
      const changed = await changePassword(token, id, {
        user_Pass: encodePassword('Fresh#Start1'),
        old_Pass: encodePassword(DEMO),
      });
      expect(changed.status).toBe(200);
      expect((await waiting(changed.body.token)).status).toBe(200);
      expect((await waiting(token)).status).toBe(401);
    });
  });

  describe('access changes take effect on the next call and on the hub', () => {
    it('end_Access in the past: 401 at once, hub connection dropped, no more events', async () => {
      const db = server.database.db;
      const token = await server.login('manager');
      const control = await watch(
        server,
        await server.login('agent1'),
        server.seed.customers.acme!,
        server.seed.users.agent1!,
      );
      const watcher = await watch(
        server,
        token,
        server.seed.customers.acme!,
        server.seed.users.manager!,
      );
      open.push(control.connection, watcher.connection);
      expect((await waiting(token)).status).toBe(200);

      await db
        .update(users)
        .set({ endAccess: '2000-01-01' })
        .where(eq(users.id, server.seed.users.manager!));
      const res = await waiting(token);
      expect(res.status).toBe(401);
      expect(await hubAccepts(server, token)).toBe(false);
      await clientWrites(server, { from: '5511977700002', text: 'after the end of access' });
      await until(() => control.phones.includes('5511977700002'), 'the control connection');
      await until(() => watcher.closed(), 'the ended connection to close');
      expect(watcher.phones).not.toContain('5511977700002');
      // start_Access in the future is refused the same way
      await db
        .update(users)
        .set({ endAccess: null, startAccess: '2999-01-01' })
        .where(eq(users.id, server.seed.users.manager!));
      expect((await waiting(token)).status).toBe(401);
      await db
        .update(users)
        .set({ startAccess: null })
        .where(eq(users.id, server.seed.users.manager!));
      expect((await waiting(token)).status).toBe(200);
    });

    it('removal from a customer: 403 for it and no more of its events', async () => {
      const db = server.database.db;
      const token = await server.login('agent2');
      const control = await watch(
        server,
        await server.login('agent1'),
        server.seed.customers.acme!,
        server.seed.users.agent1!,
      );
      const watcher = await watch(
        server,
        token,
        server.seed.customers.acme!,
        server.seed.users.agent2!,
      );
      open.push(control.connection, watcher.connection);
      await clientWrites(server, { from: '5511977700003', text: 'before the removal' });
      await until(() => watcher.phones.includes('5511977700003'), 'the event before the removal');

      await db
        .delete(userCustomers)
        .where(
          and(
            eq(userCustomers.userId, server.seed.users.agent2!),
            eq(userCustomers.customerId, server.seed.customers.acme!),
          ),
        );
      expect((await waiting(token)).status).toBe(403);
      await clientWrites(server, { from: '5511977700004', text: 'after the removal' });
      await until(() => control.phones.includes('5511977700004'), 'the control connection');
      // the hub itself drops the subscription, whatever audience an event names
      await server.bus.publish({
        customerId: server.seed.customers.acme!,
        userIds: [server.seed.users.agent1!, server.seed.users.agent2!],
        flag: 1,
        phone: '5511977700005',
        messages: [],
      });
      await until(() => control.phones.includes('5511977700005'), 'the direct event');
      await sleep(100);
      expect(watcher.phones).not.toContain('5511977700004');
      expect(watcher.phones).not.toContain('5511977700005');
      // the session itself goes on (only the subscription was dropped); activating again is refused
      expect(watcher.connection.state).toBe(HubConnectionState.Connected);
      await expect(
        watcher.connection.invoke(
          'User_Att_Activate',
          server.seed.customers.acme!,
          server.seed.users.agent2!,
        ),
      ).rejects.toThrow();
    });
  });

  describe('password storage', () => {
    it('seeds every user with an argon2id hash at OWASP parameters and a salt of its own', async () => {
      const rows = await server.database.db
        .select({ login: users.login, hash: users.passwordHash })
        .from(users);
      expect(rows.length).toBeGreaterThanOrEqual(10);
      for (const row of rows) expect(row.hash.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
      expect(CURRENT_HASH_PREFIX).toBe('$argon2id$v=19$m=19456,t=2,p=1$');
      const salts = rows.map((r) => r.hash.split('$')[4]);
      expect(new Set(salts).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    });

    it('still accepts a legacy scrypt hash and rehashes it to argon2id on login', async () => {
      const db = server.database.db;
      const legacy =
        'scrypt$16384$8$1$TZUN8ZCqCh2vnM16P7bUJQ==$aaoc8Fuhvl05BuQ+15Nr0VVevLSqPbp0AfVFlYDMxcg=';
      await db
        .update(users)
        .set({ passwordHash: legacy })
        .where(eq(users.id, server.seed.users.custaccount!));
      expect((await validate(server, 'custaccount', DEMO)).body.token).toEqual(expect.any(String));
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, server.seed.users.custaccount!));
      expect(row!.hash.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
      expect((await validate(server, 'custaccount', DEMO)).body.token).toEqual(expect.any(String));
    });

    it('runs one hash at the current parameters for a known and for an unknown login', async () => {
      const calls: string[] = [];
      const hasher: PasswordHasher = {
        hash: async () => {
          throw new Error('no rehash expected');
        },
        verify: async (password, stored) => {
          calls.push(stored);
          return verifyPassword(password, stored);
        },
      };
      const db = server.database.db;
      expect(await checkCredentials(db, 'agent2', 'Wrong@2026', hasher)).toBeNull();
      expect(await checkCredentials(db, 'nobody-at-all', 'Wrong@2026', hasher)).toBeNull();
      expect(await checkCredentials(db, 'agent2', null, hasher)).toBeNull();
      expect(calls).toHaveLength(3);
      for (const stored of calls) expect(stored.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
      expect((await checkCredentials(db, 'agent2', DEMO, hasher))?.login).toBe('agent2');
      expect(calls).toHaveLength(4);
    });
  });
});
