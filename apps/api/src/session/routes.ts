import { Type } from '@sinclair/typebox';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signToken } from '../auth/plugin';
import { decodePassword, hashPassword, passwordProblems, verifyPassword } from '../auth/password';
import type { AppContext } from '../context';
import { userCustomers, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { errorResponses, Id, Text } from '../http/schemas';
import { canOpen } from './levels';
import { buildUserRecord } from './userRecord';

const tags = ['session'];

function withinAccess(user: typeof users.$inferSelect, today: string): boolean {
  if (user.startAccess && today < user.startAccess) return false;
  if (user.endAccess && today > user.endAccess) return false;
  return true;
}

/** Login, permissions, password change and availability (seed 000 section 7). */
export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.apiBase;

  app.get(
    `${base}/User_Validate`,
    {
      schema: {
        tags,
        summary: 'Login: answers the user record with a bearer token, or a body without user data',
        querystring: Type.Object({
          User_Login: Text(100, 1),
          User_Pass: Text(400, 1, 'Password encoded as seed 000 section 9 says'),
        }),
      },
    },
    async (request) => {
      const q = request.query as { User_Login: string; User_Pass: string };
      const password = decodePassword(q.User_Pass);
      const [user] = await ctx.db.select().from(users).where(eq(users.login, q.User_Login.trim()));
      // Same answer for an unknown login, a wrong password and an account outside its access period.
      const ok =
        password !== null &&
        user !== undefined &&
        (await verifyPassword(password, user.passwordHash)) &&
        withinAccess(user, new Date().toISOString().slice(0, 10));
      if (!ok || !user) return {};
      const token = signToken(app, { userId: user.id, login: user.login, functionId: user.roleId });
      return buildUserRecord(ctx.db, user, token);
    },
  );

  app.get(
    `${base}/User_Data_Perm`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Permissions object and user details',
        querystring: Type.Object({ user_id: Id('User id') }),
        response: { ...errorResponses },
      },
    },
    async (request) => {
      const { user_id } = request.query as { user_id: number };
      const caller = request.authUser!;
      if (user_id !== caller.userId) await requireUserAdmin(ctx, caller.userId, user_id);
      const [user] = await ctx.db.select().from(users).where(eq(users.id, user_id));
      if (!user) throw notFound('User not found.');
      return buildUserRecord(ctx.db, user);
    },
  );

  app.put(
    `${base}/User_Data_Perm`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Password change: the user record with the new encoded password',
        body: Type.Object(
          { user_Id: Id(), user_Pass: Text(400, 1, 'New password, encoded') },
          { additionalProperties: true },
        ),
        response: {
          200: Type.Object({ user_Id: Type.Integer(), function_Id: Type.Integer() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body as { user_Id: number; user_Pass: string };
      const caller = request.authUser!;
      if (body.user_Id !== caller.userId) {
        // Saving other operators belongs to the administration console (seed 001 section 7).
        throw forbidden('Only your own password can be changed here.');
      }
      const password = decodePassword(body.user_Pass);
      if (password === null)
        throw badRequest('user_Pass', 'user_Pass is not a valid encoded password.');
      const problems = passwordProblems(password);
      if (problems.length)
        throw badRequest('user_Pass', `Password rules not met: ${problems.join(', ')}.`);
      const passwordHash = await hashPassword(password);
      const [user] = await ctx.db
        .update(users)
        .set({ passwordHash, passExpired: false })
        .where(eq(users.id, caller.userId))
        .returning({ id: users.id, roleId: users.roleId });
      if (!user) throw notFound('User not found.');
      return { user_Id: user.id, function_Id: user.roleId };
    },
  );

  app.post(
    `${base}/User_Att_Pause`,
    {
      preHandler: app.authenticate,
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

/** Reading another user's data needs the User functionality at level 2+ and a shared customer. */
async function requireUserAdmin(ctx: AppContext, callerId: number, targetId: number) {
  if (!(await canOpen(ctx.db, callerId, 'operators'))) throw forbidden();
  const mine = await ctx.db
    .select({ id: userCustomers.customerId })
    .from(userCustomers)
    .where(eq(userCustomers.userId, callerId));
  if (mine.length === 0) throw forbidden();
  const shared = await ctx.db
    .select({ id: userCustomers.customerId })
    .from(userCustomers)
    .where(
      and(
        eq(userCustomers.userId, targetId),
        inArray(
          userCustomers.customerId,
          mine.map((m) => m.id),
        ),
      ),
    )
    .limit(1);
  if (shared.length === 0) throw forbidden();
}
