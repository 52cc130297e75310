import { decodePassword, passwordRuleCodes, type OperatorSaveBody } from '@atende/contract';
import {
  OperatorSaveAnswerSchema,
  OperatorSaveBodySchema,
  PasswordChangeAnswerSchema,
} from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticated } from '../access/declare';
import { isPasswordChange, operatorSaverOf, userWritable } from '../access/rules/userWrite';
import { saveOperator } from '../admin/operators/save';
import type { LoginThrottle } from '../auth/loginThrottle';
import { signToken } from '../auth/plugin';
import { hashPassword, verifyPassword } from '../auth/password';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import type { TypedApp } from '../http/domain';
import { ApiError, badRequest, unauthorized } from '../http/errors';
import { errorResponses } from '../http/schemas';
import { answeredThrottled } from './throttled';

/** 400 `wrong_password` naming `old_Pass`: the current password given with a change is wrong. */
const wrongPassword = () =>
  new ApiError(400, 'wrong_password', 'The old password is wrong.', 'old_Pass');

/**
 * The own password change: checks the rules and the old password (a wrong one counts as a failed
 * login), then bumps the session version, which ends every earlier token, and answers a new one.
 */
async function changeOwnPassword(
  app: TypedApp,
  ctx: AppContext,
  throttle: LoginThrottle,
  request: FastifyRequest,
  reply: FastifyReply,
  record: OperatorSaveBody,
) {
  if (!record.user_Pass) throw badRequest('user_Pass', 'user_Pass is required.');
  if (!record.old_Pass) throw badRequest('old_Pass', 'old_Pass is required.');
  const body = { user_Pass: record.user_Pass, old_Pass: record.old_Pass };
  const caller = request.caller;
  const password = decodePassword(body.user_Pass);
  if (password === null)
    throw badRequest('user_Pass', 'user_Pass is not a valid encoded password.');
  const problems = passwordRuleCodes(password);
  if (problems.length)
    throw badRequest('user_Pass', `Password rules not met: ${problems.join(', ')}.`);
  // A wrong old password counts as a failed login: a stolen token cannot guess the password.
  if (await answeredThrottled(throttle, caller.login, request, reply)) return reply;
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
    .where(and(eq(users.id, caller.userId), eq(users.sessionVersion, caller.sessionVersion ?? -1)))
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
}

/**
 * `PUT User_Data_Perm`: the own password change (with old_Pass) or the operator save of seed 001 §3
 * (ADR 0017), told apart by the body's shape.
 */
export function userDataPutRoute(app: TypedApp, ctx: AppContext, throttle: LoginThrottle): void {
  app.put(
    `${ctx.config.apiBase}/User_Data_Perm`,
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
        tags: ['session'],
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
      const record = request.body;
      if (!isPasswordChange(record)) {
        // An operator save by a user whose password expired: the password comes first.
        await app.authenticate(request);
        return saveOperator(ctx.db, record, operatorSaverOf(request));
      }
      return changeOwnPassword(app, ctx, throttle, request, reply, record);
    },
  );
}
