import { type Message } from '@atende/contract';
import { byMessageTime, isOptimisticMessage } from '@atende/api-client/query';

/** A message of the client (or the bot on its behalf), not of the agent side. */
export function isClientMessage(message: Message): boolean {
  return message.message_Direction === 1 || message.message_Direction === 2;
}

/**
 * The open conversation's thread with the messages of a real-time event (no duplicates, in time
 * order); a known message that comes again brings its new delivery state (the hub's flag 6); an agent
 * message replaces the pending stand-in of the send that made it. Null when nothing changes.
 */
export function mergeIntoThread(
  messages: readonly Message[],
  incoming: readonly Message[],
  attendanceId: number,
): Message[] | null {
  const mine = incoming.filter((m) => m.attendence_Id === attendanceId);
  const byId = new Map(mine.map((m) => [m.message_Id, m]));
  let changed = false;
  const updated = messages.map((m) => {
    const next = byId.get(m.message_Id);
    if (!next || next.delivery === undefined || next.delivery === m.delivery) return m;
    changed = true;
    return { ...m, delivery: next.delivery };
  });
  const known = new Set(messages.map((m) => m.message_Id));
  const fresh = mine.filter((m) => !known.has(m.message_Id));
  if (fresh.length === 0 && !changed) return null;
  const arrived = new Set(fresh.filter((m) => !isClientMessage(m)).map((m) => m.message));
  const kept = updated.filter((m) => !(isOptimisticMessage(m) && arrived.has(m.message)));
  return [...kept, ...fresh].sort(byMessageTime);
}
