import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attendances, channelNumbers, clients } from '../db/schema';

/** The channel of bulk template sends: WhatsApp (channels row 1). */
const WHATSAPP_CHANNEL = 1;

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The business number a bulk-sent row leaves from, or null when the customer has none. Agent replies
 * go out through the number the client wrote to (`attendances.phone_number_id`); a bulk send may
 * reach a client who never wrote, so: (1) the customer's WhatsApp number the row's `from` names (its
 * display phone or id, digits compared), else (2) the number of the client's latest conversation
 * with the customer, else (3) the customer's first WhatsApp number (by id).
 */
export async function sendingNumberFor(
  db: Db,
  input: { customerId: number; phone: string; sender: string },
): Promise<string | null> {
  const numbers = await db
    .select({ id: channelNumbers.phoneNumberId, display: channelNumbers.displayPhone })
    .from(channelNumbers)
    .where(
      and(
        eq(channelNumbers.customerId, input.customerId),
        eq(channelNumbers.channelId, WHATSAPP_CHANNEL),
      ),
    )
    .orderBy(asc(channelNumbers.phoneNumberId));
  if (numbers.length === 0) return null;
  const named = digits(input.sender);
  if (named.length >= 5) {
    const match = numbers.find((n) => digits(n.display) === named || digits(n.id) === named);
    if (match) return match.id;
  }
  const [latest] = await db
    .select({ id: attendances.phoneNumberId })
    .from(attendances)
    .innerJoin(clients, eq(clients.id, attendances.clientId))
    .where(
      and(
        eq(attendances.customerId, input.customerId),
        eq(clients.identify, input.phone),
        isNotNull(attendances.phoneNumberId),
      ),
    )
    .orderBy(desc(attendances.id))
    .limit(1);
  if (latest?.id && numbers.some((n) => n.id === latest.id)) return latest.id;
  return numbers[0]!.id;
}
