import type { RawData } from 'ws';
import {
  MessageType,
  ProtocolError,
  parseClientMessage,
  parseHandshakeRequest,
  type InvocationMessage,
} from './hubProtocol';

/** The text of a WebSocket frame, whatever shape `ws` delivered it in. */
export function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/**
 * What is wrong with a handshake record, in the words sent back to the client, or undefined when
 * it asks for the json protocol, version 1 (the only one served).
 */
export function handshakeProblem(record: string): string | undefined {
  try {
    const request = parseHandshakeRequest(record);
    if (request.protocol !== 'json') return `The protocol '${request.protocol}' is not supported.`;
    if (request.version !== 1)
      return `The server does not support version ${request.version} of the 'json' protocol.`;
    return undefined;
  } catch (e) {
    return e instanceof ProtocolError ? e.message : 'Invalid handshake request.';
  }
}

/** What a hub connection does with each kind of client message. */
export interface ClientMessageActions {
  /** Runs a hub method (in arrival order). */
  invoke(message: InvocationMessage): void;
  /** Answers an invocation this server does not serve with an error completion. */
  refuse(invocationId: string, error: string): void;
  /** The client is leaving. */
  close(): void;
  /** The record breaks the protocol: the connection ends with this error. */
  fail(error: string): void;
}

/** Reads one record after the handshake and calls the matching action (pings and the rest need none). */
export function routeClientMessage(record: string, actions: ClientMessageActions): void {
  let message;
  try {
    message = parseClientMessage(record);
  } catch (e) {
    actions.fail(e instanceof ProtocolError ? e.message : 'Invalid message.');
    return;
  }
  switch (message.type) {
    case MessageType.Invocation:
      if (message.streamIds && message.streamIds.length > 0) {
        if (message.invocationId) {
          actions.refuse(
            message.invocationId,
            `Client sent ${message.streamIds.length} stream(s), Hub method expects 0.`,
          );
        }
        return;
      }
      actions.invoke(message);
      return;
    case MessageType.StreamInvocation:
      actions.refuse(
        message.invocationId,
        `The client attempted to invoke '${message.target}' as a stream, which this server does not support.`,
      );
      return;
    case MessageType.Close:
      actions.close();
      return;
    default:
      // Ping, stream items, client results, cancel, ack, sequence: nothing to do.
      return;
  }
}
