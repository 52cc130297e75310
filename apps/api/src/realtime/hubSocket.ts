import { WebSocket, type RawData } from 'ws';
import type { AuthUser } from '../auth/types';
import {
  HANDSHAKE_OK_RECORD,
  MessageType,
  PING_RECORD,
  ProtocolError,
  closeRecord,
  completionRecord,
  handshakeErrorRecord,
  parseClientMessage,
  parseHandshakeRequest,
  type InvocationMessage,
} from './hubProtocol';
import { RecordParser } from './recordParser';

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

/** Invocations waiting above this number pause reading from the socket until half of them are done. */
const MAX_PENDING_INVOCATIONS = 32;

/**
 * One WebSocket connection speaking the SignalR JSON hub protocol: handshake, invocations run one at a time
 * in arrival order, server pings, client timeout and close messages.
 */
export class HubSocket {
  private readonly parser: RecordParser;
  private handshakeDone = false;
  private state: 'open' | 'closing' | 'closed' = 'open';
  private readonly idleTimer: NodeJS.Timeout;
  private handshakeTimer?: NodeJS.Timeout;
  private pingTimer?: NodeJS.Timeout;
  private graceTimer?: NodeJS.Timeout;
  private queue: Promise<void> = Promise.resolve();
  private pendingInvocations = 0;
  private paused = false;
  private resolveClosed!: () => void;
  private readonly closedPromise = new Promise<void>((resolve) => {
    this.resolveClosed = resolve;
  });

  constructor(
    private readonly ws: WebSocket,
    /** Public id of the connection (the negotiate `connectionId`). */
    readonly connectionId: string,
    /** The verified caller. */
    readonly user: AuthUser,
    private readonly options: HubSocketOptions,
    private readonly handlers: HubSocketHandlers,
  ) {
    this.parser = new RecordParser(options.maxRecordLength);
    ws.on('message', (data, isBinary) => this.onData(data, isBinary));
    ws.on('close', () => this.onSocketClosed());
    // Invalid frames or socket failures: ws emits 'close' right after.
    ws.on('error', () => ws.terminate());
    this.idleTimer = setTimeout(() => this.onTimeout(), options.clientTimeoutMs);
    this.handshakeTimer = setTimeout(() => this.onTimeout(), options.handshakeTimeoutMs);
  }

  /** True until the socket starts closing. */
  get isOpen(): boolean {
    return this.state === 'open';
  }

  /** Sends one or more records after the handshake; returns false when the socket cannot take them. */
  send(records: string): boolean {
    if (!this.handshakeDone || this.state !== 'open') return false;
    return this.sendRaw(records);
  }

  /**
   * Sends a close message (when the handshake was done) and closes the socket; resolves once it is closed.
   * `allowReconnect` lets the client's automatic reconnect run.
   */
  close(options: { error?: string; allowReconnect?: boolean } = {}): Promise<void> {
    if (this.state !== 'open') return this.closedPromise;
    if (this.handshakeDone) this.sendRaw(closeRecord(options));
    this.state = 'closing';
    this.clearTimers();
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) {
      this.ws.close(1000);
      this.graceTimer = setTimeout(() => this.ws.terminate(), this.options.closeGraceMs);
    } else {
      this.ws.terminate();
    }
    return this.closedPromise;
  }

  /** Cuts the socket at once, without a close message. */
  terminate(): Promise<void> {
    this.ws.terminate();
    return this.closedPromise;
  }

  private sendRaw(records: string): boolean {
    if (this.ws.readyState !== WebSocket.OPEN) return false;
    if (this.ws.bufferedAmount > this.options.maxBufferedBytes) {
      void this.terminate();
      return false;
    }
    this.ws.send(records);
    return true;
  }

  private onData(data: RawData, isBinary: boolean): void {
    if (this.state !== 'open') return;
    this.idleTimer.refresh();
    if (isBinary) {
      this.fail('Binary messages are not supported by the json protocol.');
      return;
    }
    let records: string[];
    try {
      records = this.parser.push(rawToString(data));
    } catch (error) {
      this.fail(error instanceof Error ? error.message : 'Invalid data.');
      return;
    }
    for (const record of records) {
      if (this.state !== 'open') return;
      if (this.handshakeDone) this.onMessage(record);
      else this.onHandshake(record);
    }
  }

  private onHandshake(record: string): void {
    clearTimeout(this.handshakeTimer);
    this.handshakeTimer = undefined;
    let error: string | undefined;
    try {
      const request = parseHandshakeRequest(record);
      if (request.protocol !== 'json')
        error = `The protocol '${request.protocol}' is not supported.`;
      else if (request.version !== 1)
        error = `The server does not support version ${request.version} of the 'json' protocol.`;
    } catch (e) {
      error = e instanceof ProtocolError ? e.message : 'Invalid handshake request.';
    }
    if (error) {
      this.sendRaw(handshakeErrorRecord(error));
      void this.close();
      return;
    }
    this.handshakeDone = true;
    this.sendRaw(HANDSHAKE_OK_RECORD);
    this.pingTimer = setInterval(() => this.sendRaw(PING_RECORD), this.options.pingIntervalMs);
  }

  private onMessage(record: string): void {
    let message;
    try {
      message = parseClientMessage(record);
    } catch (e) {
      this.fail(e instanceof ProtocolError ? e.message : 'Invalid message.');
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
        if (message.streamIds && message.streamIds.length > 0) {
          if (message.invocationId) {
            this.send(
              completionRecord(message.invocationId, {
                error: `Client sent ${message.streamIds.length} stream(s), Hub method expects 0.`,
              }),
            );
          }
          return;
        }
        this.enqueue(message);
        return;
      case MessageType.StreamInvocation:
        this.send(
          completionRecord(message.invocationId, {
            error: `The client attempted to invoke '${message.target}' as a stream, which this server does not support.`,
          }),
        );
        return;
      case MessageType.Close:
        void this.close();
        return;
      default:
        // Ping, stream items, client results, cancel, ack, sequence: nothing to do.
        return;
    }
  }

  private enqueue(message: InvocationMessage): void {
    this.pendingInvocations += 1;
    if (this.pendingInvocations >= MAX_PENDING_INVOCATIONS && !this.paused) {
      this.paused = true;
      this.ws.pause();
    }
    this.queue = this.queue.then(() => this.runInvocation(message));
  }

  private async runInvocation(message: InvocationMessage): Promise<void> {
    try {
      if (this.state !== 'open') return;
      const result = await this.handlers.invoke(this, message.target, message.arguments);
      if (message.invocationId) this.send(completionRecord(message.invocationId, { result }));
    } catch (error) {
      if (!(error instanceof HubError)) this.handlers.error(this, error);
      if (message.invocationId) {
        const text =
          error instanceof HubError
            ? error.message
            : `An unexpected error occurred invoking '${message.target}' on the server.`;
        this.send(completionRecord(message.invocationId, { error: text }));
      }
    } finally {
      this.pendingInvocations -= 1;
      if (this.paused && this.pendingInvocations <= MAX_PENDING_INVOCATIONS / 2) {
        this.paused = false;
        if (this.state === 'open') this.ws.resume();
      }
      // Slow hub methods do not count as client silence.
      if (this.state === 'open') this.idleTimer.refresh();
    }
  }

  private onTimeout(): void {
    if (this.handshakeDone) {
      void this.close({
        error: 'Server timeout elapsed without receiving a message from the client.',
      });
    } else {
      this.sendRaw(handshakeErrorRecord('Handshake was canceled.'));
      void this.close();
    }
  }

  private fail(error: string): void {
    if (this.handshakeDone) {
      void this.close({ error: `Connection closed with an error. ${error}` });
    } else {
      this.sendRaw(handshakeErrorRecord(error));
      void this.close();
    }
  }

  private clearTimers(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.handshakeTimer);
    clearInterval(this.pingTimer);
    this.handshakeTimer = undefined;
    this.pingTimer = undefined;
  }

  private onSocketClosed(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.clearTimers();
    clearTimeout(this.graceTimer);
    this.handlers.closed(this);
    this.resolveClosed();
  }
}

function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
