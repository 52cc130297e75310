import { WebSocket, type RawData } from 'ws';
import type { AuthUser } from '../auth/types';
import {
  handshakeProblem,
  rawToString,
  routeClientMessage,
  type ClientMessageActions,
} from './hubClientInput';
import { answerInvocation, InvocationQueue } from './hubInvocations';
import {
  HANDSHAKE_OK_RECORD,
  PING_RECORD,
  closeRecord,
  completionRecord,
  handshakeErrorRecord,
  type InvocationMessage,
} from './hubProtocol';
import type { HubSocketHandlers, HubSocketOptions } from './hubSocketTypes';
import { RecordParser } from './recordParser';

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
  private readonly invocations = new InvocationQueue({
    pause: () => this.ws.pause(),
    resume: () => {
      if (this.state === 'open') this.ws.resume();
    },
  });
  private readonly messageActions: ClientMessageActions = {
    invoke: (message) => this.invocations.add(() => this.runInvocation(message)),
    refuse: (invocationId, error) => this.send(completionRecord(invocationId, { error })),
    close: () => void this.close(),
    fail: (error) => this.fail(error),
  };
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
    const error = handshakeProblem(record);
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
    routeClientMessage(record, this.messageActions);
  }

  private async runInvocation(message: InvocationMessage): Promise<void> {
    try {
      await answerInvocation(this, this.handlers, message);
    } finally {
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
