import type { HubSocket } from './hubSocket';

/** An error whose message is sent to the client in the completion (other errors send a generic text). */
export class HubError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HubError';
  }
}

/** Timings and limits of one hub connection. */
export interface HubSocketOptions {
  pingIntervalMs: number;
  clientTimeoutMs: number;
  /** How long the handshake may take. */
  handshakeTimeoutMs: number;
  /** How long `close()` waits for the client's close frame before cutting the socket. */
  closeGraceMs: number;
  /** Largest record accepted from the client, in characters. */
  maxRecordLength: number;
  /** A client that lets this much data pile up unsent is cut off (it reconnects and resyncs). */
  maxBufferedBytes: number;
}

/** What the hub does for a connection. */
export interface HubSocketHandlers {
  /** Runs a hub method; the returned value is the completion result. Throw HubError for a client-visible error. */
  invoke(socket: HubSocket, target: string, args: unknown[]): Promise<unknown>;
  /** Called once when the socket is closed, whatever the reason. */
  closed(socket: HubSocket): void;
  /** Reports unexpected errors (hub method failures) for logging. */
  error(socket: HubSocket, error: unknown): void;
}
