import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients, interactionMessages, interactions } from '../db/schema';

/**
 * What the client's phone shows of its bot conversations on a number (the simulator's history): the
 * interactions' messages, except those handed off (their thread is the attendance's, shown already).
 */
export async function chatbotHistory(db: Db, phoneNumberId: string, phone: string) {
  const rows = await db
    .select({
      text: interactionMessages.text,
      direction: interactionMessages.direction,
      at: interactionMessages.createdAt,
    })
    .from(interactionMessages)
    .innerJoin(interactions, eq(interactions.id, interactionMessages.interactionId))
    .innerJoin(clients, eq(clients.id, interactions.clientId))
    .where(
      and(
        eq(interactions.phoneNumberId, phoneNumberId),
        eq(clients.identify, phone),
        isNull(interactions.attendanceId),
      ),
    )
    .orderBy(asc(interactionMessages.createdAt), asc(interactionMessages.id));
  // Seed 001 §3: direction 0 Cliente, 1 ChatBot.
  return rows.map((r) =>
    r.direction === 0
      ? { direction: 'in' as const, text: r.text, at: r.at.toISOString() }
      : { direction: 'out' as const, author: 'bot' as const, text: r.text, at: r.at.toISOString() },
  );
}
