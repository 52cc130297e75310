import type { NewAttEvent } from '@atende/api-client';
import { NewAttFlag } from '@atende/contract';

/** The events of one burst, as one reload: what they touch, and whether one was a new client. */
export interface Burst {
  /** An event whose reload covers every list the burst touched (a message's, when there was one). */
  touches: Pick<NewAttEvent, 'flag'>;
  newWaiting: boolean;
}

const isMessage = (flag: number) =>
  flag === NewAttFlag.ClientMessage || flag === NewAttFlag.AgentMessage;

/** Adds an event to a burst (a message's reload is a superset of the others': `newAttTouches`). */
export function joinBurst(burst: Burst | null, event: Pick<NewAttEvent, 'flag'>): Burst {
  const touches =
    burst && isMessage(burst.touches.flag) && !isMessage(event.flag) ? burst.touches : event;
  return {
    touches: { flag: touches.flag },
    newWaiting: (burst?.newWaiting ?? false) || event.flag === NewAttFlag.Waiting,
  };
}
