import type { Attendance } from '@atende/contract';
import { and, asc, eq } from 'drizzle-orm';
import { Direction } from '../attendance/commands';
import { toItem } from '../attendance/queries';
import { openWaitingItem, queueGroupOf } from '../attendance/waitingItem';
import { attendanceGroups, clients, interactionMessages, messages } from '../db/schema';
import type { ReceivingNumber } from '../inbound/receivingNumber';
import type { InteractionRow, Tx } from './store';

type NumberRow = ReceivingNumber;

/** What a hand-off opened: the attendance, its group and the thread it starts with. */
export interface Handoff {
  attendanceId: number;
  /** The attendance as the waiting list shows it (the `NewAtt` event carries it to the desks). */
  row: Attendance;
  groupId: number | null;
  thread: Array<typeof messages.$inferSelect>;
}

/** A group of the customer that is enabled, or null. */
async function enabledGroup(tx: Tx, customerId: number, groupId: number | null) {
  if (groupId === null) return null;
  const [group] = await tx
    .select({ id: attendanceGroups.id })
    .from(attendanceGroups)
    .where(
      and(
        eq(attendanceGroups.id, groupId),
        eq(attendanceGroups.customerId, customerId),
        eq(attendanceGroups.enable, true),
      ),
    );
  return group?.id ?? null;
}

/**
 * Hands the client to a group's queue (step type 6, 12, or a guard): opens a waiting attendance in
 * the step's group (the number's when it names none or one not the customer's) whose thread is the
 * whole bot conversation: client messages as direction 1, bot messages as 2 (chatbot, ADR 0003).
 */
export async function handOff(
  tx: Tx,
  interaction: InteractionRow,
  number: NumberRow,
  wantedGroup: number | null,
  flowName: string,
): Promise<Handoff> {
  const groupId =
    (await enabledGroup(tx, interaction.customerId, wantedGroup)) ??
    (await queueGroupOf(tx, number));
  const item = await openWaitingItem(tx, {
    number,
    clientId: interaction.clientId,
    groupId,
    flowName,
  });
  if (!item) throw new Error('hand-off attendance not created');
  const [client] = await tx
    .select({ clientName: clients.name, identify: clients.identify })
    .from(clients)
    .where(eq(clients.id, item.clientId));
  if (!client) throw new Error('hand-off client not found');
  const transcript = await tx
    .select()
    .from(interactionMessages)
    .where(eq(interactionMessages.interactionId, interaction.id))
    .orderBy(asc(interactionMessages.id));
  const thread = transcript.length
    ? await tx
        .insert(messages)
        .values(
          transcript.map((m) => ({
            attendanceId: item.id,
            text: m.text,
            direction: m.direction === 0 ? Direction.Client : Direction.ChatBot,
            externalId: m.externalId,
            createdAt: m.createdAt,
          })),
        )
        .returning()
    : [];
  return { attendanceId: item.id, row: toItem({ ...item, ...client }), groupId, thread };
}
