import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendances, clients, userGroups } from '../../db/schema';
import { alreadyTaken, ApiError, forbidden, notFound } from '../../http/errors';
import { callerEntries } from '../control';
import { idFieldOf } from '../input';
import { canOpenArea } from '@atende/permissions';
import { supervisesAttendances } from '../levels';
import type { ObjectCheck, ObjectRule } from '../types';

/** Reads a numeric id field of the validated query or body. */
const idField = (input: ObjectCheck, field: string): number => idFieldOf(input.request, field);

async function isGroupAgent(db: Db, userId: number, groupId: number | null): Promise<boolean> {
  if (groupId === null) return false;
  const rows = await db
    .select({ userId: userGroups.userId })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.userId, userId),
        eq(userGroups.groupId, groupId),
        eq(userGroups.active, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function loadAttendance(db: Db, customerId: number, attendanceId: number) {
  const [row] = await db
    .select({
      status: attendances.status,
      agentId: attendances.agentId,
      groupId: attendances.groupId,
      clientId: attendances.clientId,
    })
    .from(attendances)
    .where(and(eq(attendances.id, attendanceId), eq(attendances.customerId, customerId)));
  // Another customer's id is simply not found: nothing is said about it.
  if (!row) throw notFound('Attendance not found.');
  return row;
}

/**
 * True when the caller is working on the client right now: they hold one of its open items, or one
 * waits in a group they answer. This is what lets an agent read the client's earlier services.
 */
async function reachesClient(db: Db, userId: number, clientId: number): Promise<boolean> {
  const open = await db
    .select({
      status: attendances.status,
      agentId: attendances.agentId,
      groupId: attendances.groupId,
    })
    .from(attendances)
    .where(and(eq(attendances.clientId, clientId), ne(attendances.status, 'closed')));
  for (const item of open) {
    if (item.status === 'active' && item.agentId === userId) return true;
    if (item.status === 'waiting' && (await isGroupAgent(db, userId, item.groupId))) return true;
  }
  return false;
}

/** True when the caller held one of the client's services at some time (their own past work). */
async function servedBefore(db: Db, userId: number, clientId: number): Promise<boolean> {
  const rows = await db
    .select({ id: attendances.id })
    .from(attendances)
    .where(and(eq(attendances.clientId, clientId), eq(attendances.agentId, userId)))
    .limit(1);
  return rows.length > 0;
}

const seeNothing = () => forbidden('You do not have access to this service.');

/**
 * `attendance.read`: the holder, agents of the group it waits in, agents working on the same client
 * now (its history), users with a manager level on Attendence (ADR 0007), and users who open the
 * client dashboard (Painel 2+): "Clicking an id opens a message-history dialog for it" (seed 001 §2)
 * for any attendance of the customer (ADR 0018), and users who open the reports (their drill-down,
 * ADR 0027).
 */
export function attendanceReadable(field: string): ObjectRule {
  return {
    name: 'attendance.read',
    async check(input) {
      const { ctx, caller } = input;
      const item = await loadAttendance(ctx.db, input.customerId!, idField(input, field));
      if (item.agentId === caller.userId) return;
      if (item.status === 'waiting' && (await isGroupAgent(ctx.db, caller.userId, item.groupId)))
        return;
      const entries = await callerEntries(ctx, input.request);
      if (supervisesAttendances(entries)) return;
      if (canOpenArea(entries, 'dashboard') || canOpenArea(entries, 'reports')) return;
      if (await reachesClient(ctx.db, caller.userId, item.clientId)) return;
      throw seeNothing();
    },
  };
}

/**
 * `attendance.take`: a waiting item may be taken (by its first reply) only by an agent of its group;
 * an active one only by its holder (409 for the others, as before: the race's loser).
 */
export function attendanceTakeable(field: string): ObjectRule {
  return {
    name: 'attendance.take',
    async check(input) {
      const { ctx, caller } = input;
      const item = await loadAttendance(ctx.db, input.customerId!, idField(input, field));
      if (item.status === 'waiting') {
        if (!(await isGroupAgent(ctx.db, caller.userId, item.groupId))) {
          throw forbidden('This service waits in a group you do not answer.');
        }
        return;
      }
      if (item.status === 'closed') {
        throw new ApiError(409, 'conflict', 'This service is already closed.', field);
      }
      if (item.agentId !== caller.userId) throw alreadyTaken();
    },
  };
}

/** `attendance.hold`: only the agent holding an active item transfers or closes it. */
export function attendanceHeld(field: string): ObjectRule {
  return {
    name: 'attendance.hold',
    async check(input) {
      const item = await loadAttendance(input.ctx.db, input.customerId!, idField(input, field));
      if (item.status === 'closed') {
        throw new ApiError(409, 'conflict', 'This service is already closed.', field);
      }
      if (item.status !== 'active' || item.agentId !== input.caller.userId) throw alreadyTaken();
    },
  };
}

/**
 * `client.read`: a client of the customer, for an agent working on it now or who served it before,
 * and for a user with a manager level on Attendence (its history, its rename).
 */
export function clientReachable(field: string): ObjectRule {
  return {
    name: 'client.read',
    async check(input) {
      const { ctx, caller } = input;
      const clientId = idField(input, field);
      const [client] = await ctx.db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, clientId), eq(clients.customerId, input.customerId!)));
      if (!client) throw notFound('Client not found.');
      if (supervisesAttendances(await callerEntries(ctx, input.request))) return;
      if (await reachesClient(ctx.db, caller.userId, clientId)) return;
      if (await servedBefore(ctx.db, caller.userId, clientId)) return;
      throw forbidden('You are not serving this client.');
    },
  };
}
