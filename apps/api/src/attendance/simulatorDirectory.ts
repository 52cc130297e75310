import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attendances, channelNumbers, clients, customers, messages } from '../db/schema';
import { chatbotHistory } from '../chatbot/history';
import { hsmHistory } from '../hsm/history';
import { Direction } from './commands';

/** Business numbers and past conversations, for the client simulator page. */
export function createSimulatorDirectory(db: Db) {
  return {
    async listNumbers() {
      const rows = await db
        .select({
          phoneNumberId: channelNumbers.phoneNumberId,
          displayPhone: channelNumbers.displayPhone,
          customerName: customers.name,
        })
        .from(channelNumbers)
        .innerJoin(customers, eq(customers.id, channelNumbers.customerId))
        .orderBy(asc(customers.id));
      return rows;
    },
    async history(phoneNumberId: string, phone: string) {
      const rows = await db
        .select({ text: messages.text, direction: messages.direction, at: messages.createdAt })
        .from(messages)
        .innerJoin(attendances, eq(attendances.id, messages.attendanceId))
        .innerJoin(clients, eq(clients.id, attendances.clientId))
        .where(and(eq(attendances.phoneNumberId, phoneNumberId), eq(clients.identify, phone)))
        .orderBy(asc(messages.createdAt), asc(messages.id));
      const conversation = rows.map((r) => ({
        direction: r.direction === Direction.Client ? ('in' as const) : ('out' as const),
        // A handed-off thread keeps the bot's messages (ADR 0003 code 2 ChatBot).
        ...(r.direction === Direction.Client
          ? {}
          : { author: r.direction === Direction.ChatBot ? ('bot' as const) : ('agent' as const) }),
        text: r.text,
        at: r.at.toISOString(),
      }));
      // Bulk-sent templates (docs/adr/0020) and bot conversations (ADR 0024) are part of what the
      // client's phone shows.
      const others = [
        ...(await hsmHistory(db, phoneNumberId, phone)),
        ...(await chatbotHistory(db, phoneNumberId, phone)),
      ];
      if (others.length === 0) return conversation;
      return [...conversation, ...others].sort((a, b) => a.at.localeCompare(b.at));
    },
  };
}
