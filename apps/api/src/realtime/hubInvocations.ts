import type { HubSocket } from './hubSocket';
import { completionRecord, type InvocationMessage } from './hubProtocol';
import { HubError, type HubSocketHandlers } from './hubSocketTypes';

/** Invocations waiting above this number pause reading from the socket until half of them are done. */
const MAX_PENDING_INVOCATIONS = 32;

/** How the queue slows a client down: stop and restart reading from its socket. */
export interface ReadingControl {
  pause(): void;
  resume(): void;
}

/**
 * A connection's hub invocations, run one at a time in arrival order. Too many waiting pauses
 * reading from the socket until half of them are done (back-pressure on a flooding client).
 */
export class InvocationQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  private paused = false;

  constructor(private readonly reading: ReadingControl) {}

  /** Runs `job` after every job added before it. */
  add(job: () => Promise<void>): void {
    this.pending += 1;
    if (this.pending >= MAX_PENDING_INVOCATIONS && !this.paused) {
      this.paused = true;
      this.reading.pause();
    }
    this.tail = this.tail.then(async () => {
      try {
        await job();
      } finally {
        this.pending -= 1;
        if (this.paused && this.pending <= MAX_PENDING_INVOCATIONS / 2) {
          this.paused = false;
          this.reading.resume();
        }
      }
    });
  }
}

/**
 * Runs one hub method for an open socket and answers its invocation id (when it has one) with the
 * result, the HubError's text, or a generic text for any other error (reported to the handlers).
 */
export async function answerInvocation(
  socket: HubSocket,
  handlers: HubSocketHandlers,
  message: InvocationMessage,
): Promise<void> {
  try {
    if (!socket.isOpen) return;
    const result = await handlers.invoke(socket, message.target, message.arguments);
    if (message.invocationId) socket.send(completionRecord(message.invocationId, { result }));
  } catch (error) {
    if (!(error instanceof HubError)) handlers.error(socket, error);
    if (message.invocationId) {
      const text =
        error instanceof HubError
          ? error.message
          : `An unexpected error occurred invoking '${message.target}' on the server.`;
      socket.send(completionRecord(message.invocationId, { error: text }));
    }
  }
}
