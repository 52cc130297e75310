import type { Message, MessageDirection } from '@atende/contract';
import type { HubMessage } from '../realtime/types';

/** The four message directions of seed 000 §2.4 (the only values the stored column holds). */
const DIRECTIONS: readonly MessageDirection[] = [0, 1, 2, 3];

/** A message as the hub sends it, typed as the contract's `Message` that the routes answer. */
export function wireMessage(message: HubMessage): Message {
  const direction = DIRECTIONS.find((d) => d === message.message_Direction);
  if (direction === undefined) {
    throw new Error(`message ${message.message_Id} has no known direction`);
  }
  return { ...message, message_Direction: direction };
}
