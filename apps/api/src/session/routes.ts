import { decodePassword, passwordRuleCodes, type OperatorSaveBody } from '@atende/contract';
import {
  LoggedInUserSchema,
  NoUserSchema,
  OperatorSaveAnswerSchema,
  OperatorSaveBodySchema,
  PasswordChangeAnswerSchema,
  UserRecordSchema,
} from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AGENT_WORK, authenticated, publicRoute } from '../access/declare';
import { userRecordReadable, visibleCustomersOf } from '../access/rules/userRecord';
import { isPasswordChange, operatorSaverOf, userWritable } from '../access/rules/userWrite';
import { saveOperator } from '../admin/operators/save';
import { checkCredentials } from '../auth/credentials';
import { createLoginThrottle, type LoginThrottleSettings } from '../auth/loginThrottle';
import { signToken } from '../auth/plugin';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeToken, withinAccess } from '../auth/session';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { ApiError, badRequest, notFound, unauthorized } from '../http/errors';
import { errorResponses, Id, Text } from '../http/schemas';
import { buildUserRecord } from './userRecord';

const tags = ['session'];

/** 400 `wrong_password` naming `old_Pass`: the current password given with a change is wrong. */
const wrongPassword = () =>
  new ApiError(400, 'wrong_password', 'The old password is wrong.', 'old_Pass');

/** Options of the session routes. */
export interface SessionRouteOptions {
  /** Login throttling settings (defaults: DEFAULT_LOGIN_THROTTLE). */
  loginThrottle?: Partial<LoginThrottleSettings>;
}

/**
 * Login, permissions, password change, availability (seed 000 section 7) and logout (docs/adr/0010):
 * login throttled per login and per client address, one hash per attempt, tokens revoked by a
 * password change (session version) and by a logout (jti).
 */
export async function sessionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: SessionRouteOptions = {},
): Promise<void> {
  const base = ctx.config.apiBase;
  const throttle = createLoginThrottle({
    redisUrl: ctx.config.redisUrl,
    settings: options.loginThrottle,
  });
  app.addHook('onClose', () => throttle.close());

  /** Answers 429 `too_many_attempts` with Retry-After when the login or the address must wait. */
  const throttled = async (login: string, request: FastifyRequest, reply: FastifyReply) => {
    const wait = await throttle.retryAfter(login, request.ip);
    if (wait <= 0) return false;
    await reply
      .code(429)
      .header('Retry-After', String(wait))
      .send({
        error: 'too_many_attempts',
        message: `Too many failed attempts: try again in ${wait} s.`,
      });
    return true;
  };

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
      const q = request.query as { User_Login: string; User_Pass: string };
      const login = q.User_Login.trim();
      if (await throttled(login, request, reply)) return reply;
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
      const { user_id } = request.query as { user_id: number };
      const [user] = await ctx.db.select().from(users).where(eq(users.id, user_id));
      if (!user) throw notFound('User not found.');
      return buildUserRecord(ctx.db, user, undefined, visibleCustomersOf(request));
    },
  );

  app.put(
    `${base}/User_Data_Perm`,
    {
      // Two uses told apart by the body's shape (user.write, docs/adr/0017): the own password change
      // (with old_Pass) stays open to an expired password; the operator save needs edits('operators').
      config: authenticated({
        customer: null,
        level: null,
        object: userWritable('user_Id'),
        allowExpiredPassword: true,
      }),
      schema: {
        tags,
        summary:
          'Own password change (with old_Pass: ends every earlier token and answers a new one), or the operator save of seed 001 §3 (user_Id 0 creates)',
        body: OperatorSaveBodySchema,
        response: {
          200: Type.Union([PasswordChangeAnswerSchema, OperatorSaveAnswerSchema]),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const record = request.body as OperatorSaveBody;
      if (!isPasswordChange(record)) {
        // An operator save by a user whose password expired: the password comes first.
        await app.authenticate(request);
        return saveOperator(ctx.db, record, operatorSaverOf(request));
      }
      if (!record.user_Pass) throw badRequest('user_Pass', 'user_Pass is required.');
      if (!record.old_Pass) throw badRequest('old_Pass', 'old_Pass is required.');
      const body = { user_Pass: record.user_Pass, old_Pass: record.old_Pass };
      const caller = request.authUser!;
      const password = decodePassword(body.user_Pass);
      if (password === null)
        throw badRequest('user_Pass', 'user_Pass is not a valid encoded password.');
      const problems = passwordRuleCodes(password);
      if (problems.length)
        throw badRequest('user_Pass', `Password rules not met: ${problems.join(', ')}.`);
      // A wrong old password counts as a failed login: a stolen token cannot guess the password.
      if (await throttled(caller.login, request, reply)) return reply;
      const [current] = await ctx.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, caller.userId));
      if (!current) throw unauthorized();
      const oldPassword = decodePassword(body.old_Pass);
      if (oldPassword === null || !(await verifyPassword(oldPassword, current.passwordHash))) {
        await throttle.failed(caller.login, request.ip);
        throw wrongPassword();
      }
      const passwordHash = await hashPassword(password);
      // Bumping the session version ends every token issued before, this one included.
      const [user] = await ctx.db
        .update(users)
        .set({
          passwordHash,
          passExpired: false,
          sessionVersion: sql`${users.sessionVersion} + 1`,
        })
        .where(
          and(eq(users.id, caller.userId), eq(users.sessionVersion, caller.sessionVersion ?? -1)),
        )
        .returning({
          id: users.id,
          login: users.login,
          roleId: users.roleId,
          sessionVersion: users.sessionVersion,
        });
      // Another change ended this session meanwhile.
      if (!user) throw unauthorized();
      await throttle.succeeded(caller.login);
      const token = signToken(app, {
        userId: user.id,
        login: user.login,
        functionId: user.roleId,
        sessionVersion: user.sessionVersion,
      });
      return { user_Id: user.id, function_Id: user.roleId, token };
    },
  );

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
      const caller = request.authUser!;
      const expiresAt = caller.expiresAt
        ? new Date(caller.expiresAt * 1000)
        : new Date(Date.now() + ctx.config.tokenTtlSeconds * 1000);
      if (caller.jti)
        await revokeToken(ctx.db, { jti: caller.jti, userId: caller.userId, expiresAt });
      return reply.code(204).send();
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
      const { Paused } = request.query as { Paused: boolean };
      await ctx.db
        .update(users)
        .set({ paused: Paused, pausedAt: Paused ? new Date() : null })
        .where(eq(users.id, request.authUser!.userId));
      return { paused: Paused };
    },
  );
}
