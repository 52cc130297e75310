/** Message fixtures for the messages and history tests. */
import type { Message, MessageDirection } from '@atende/contract';

/** A message of attendance 10 (patchable). */
export function makeMessage(patch: Partial<Message> = {}): Message {
  return {
    message_Id: 1,
    attendence_Id: 10,
    message: 'Hello',
    message_Direction: 1,
    message_Update: '2024-05-01T13:45:00',
    ...patch,
  };
}

/** `count` messages with ids 1..count, alternating client and agent, texts 'Message <id>'. */
export function makeMessages(count: number, attendanceId = 10): Message[] {
  return Array.from({ length: count }, (_, index) =>
    makeMessage({
      message_Id: index + 1,
      attendence_Id: attendanceId,
      message: `Message ${index + 1}`,
      message_Direction: (index % 2 === 0 ? 1 : 0) as MessageDirection,
    }),
  );
}
