import { decodePassword } from '@atende/contract';
import { LoggedInUserSchema, NoUserSchema, UserRecordSchema } from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { AGENT_WORK, authenticated, publicRoute } from '../access/declare';
import { userRecordReadable, visibleCustomersOf } from '../access/rules/userRecord';
import { checkCredentials } from '../auth/credentials';
import { createLoginThrottle } from '../auth/loginThrottle';
import { signToken } from '../auth/plugin';
import { revokeToken, withinAccess } from '../auth/session';
import { users } from '../db/schema';
import type { DomainPlugin } from '../http/domain';
import { notFound } from '../http/errors';
import { errorResponses, Id, Text } from '../http/schemas';
import { answeredThrottled } from './throttled';
import { userDataPutRoute } from './userDataPut';
import { buildUserRecord } from './userRecord';

const tags = ['session'];

/**
 * Login, permissions, password change, availability (seed 000 section 7) and logout (docs/adr/0010):
 * login throttled per login and per client address, one hash per attempt, tokens revoked by a
 * password change (session version) and by a logout (jti).
 */
export const sessionPlugin: DomainPlugin = async (app, { ctx }) => {
  const base = ctx.config.apiBase;
  const throttle = createLoginThrottle({ redisUrl: ctx.config.redisUrl });
  app.addHook('onClose', () => throttle.close());

  app.get(
    `${base}/User_Validate`,
    {
      config: publicRoute('the login itself: throttled per login and per address'),
      schema: {
        tags,
        summary: 'Login: answers the user record with a bearer token, or a body without user data',
        querystring: Type.Object({
          User_Login: Text(100, 1),
          User_Pass: Text(400, 1, 'Password encoded as seed 000 section 9 says'),
        }),
        response: {
          200: Type.Union([LoggedInUserSchema, NoUserSchema], {
            description: 'The user record with a token, or an empty body for wrong credentials',
          }),
          429: errorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const login = q.User_Login.trim();
      if (await answeredThrottled(throttle, login, request, reply)) return reply;
      // One hash whatever the login (an unknown one is verified against a dummy hash).
      const user = await checkCredentials(ctx.db, login, decodePassword(q.User_Pass));
      // Same answer for an unknown login, a wrong password and an account outside its access period.
      if (!user || !withinAccess(user)) {
        await throttle.failed(login, request.ip);
        return {};
      }
      await throttle.succeeded(login);
      const token = signToken(app, {
        userId: user.id,
        login: user.login,
        functionId: user.roleId,
        sessionVersion: user.sessionVersion,
      });
      return buildUserRecord(ctx.db, user, token);
    },
  );

  app.get(
    `${base}/User_Data_Perm`,
    {
      config: authenticated({
        customer: null,
        level: null,
        object: userRecordReadable('user_id'),
      }),
      schema: {
        tags,
        summary: 'Permissions object and user details',
        querystring: Type.Object({ user_id: Id('User id') }),
        response: { 200: UserRecordSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user_id } = request.query;
      const [user] = await ctx.db.select().from(users).where(eq(users.id, user_id));
      if (!user) throw notFound('User not found.');
      return buildUserRecord(ctx.db, user, undefined, visibleCustomersOf(request));
    },
  );

  userDataPutRoute(app, ctx, throttle);

  app.post(
    `${base}/User_Logout`,
    {
      config: authenticated({ customer: null, level: null, allowExpiredPassword: true }),
      schema: {
        tags,
        summary:
          'Logout: revokes the bearer token of this call (no name in the specifications: docs/adr/0010)',
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = request.caller;
      const expiresAt = caller.expiresAt
        ? new Date(caller.expiresAt * 1000)
        : new Date(Date.now() + ctx.config.tokenTtlSeconds * 1000);
      if (caller.jti)
        await revokeToken(ctx.db, { jti: caller.jti, userId: caller.userId, expiresAt });
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/User_Att_Pause`,
    {
      config: authenticated({ customer: null, level: AGENT_WORK }),
      schema: {
        tags,
        summary: 'Availability: Paused=true stops new items reaching the agent',
        querystring: Type.Object({ Paused: Type.Boolean() }),
        response: { 200: Type.Object({ paused: Type.Boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const { Paused } = request.query;
      await ctx.db
        .update(users)
        .set({ paused: Paused, pausedAt: Paused ? new Date() : null })
        .where(eq(users.id, request.caller.userId));
      return { paused: Paused };
    },
  );
};
