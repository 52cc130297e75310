import { writeRecord } from './recordParser';

/** Message types of the SignalR hub protocol (HubProtocol.md in dotnet/aspnetcore). */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;
/** One of the hub protocol message type numbers. */
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

/** A client-to-server call of a hub method; without `invocationId` the client expects no completion. */
export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

/** A call of a streaming hub method (not supported by this server: answered with an error completion). */
export interface StreamInvocationMessage {
  type: typeof MessageType.StreamInvocation;
  invocationId: string;
  target: string;
  arguments: unknown[];
}

/** Close sent by the client when it stops. */
export interface CloseMessage {
  type: typeof MessageType.Close;
  error?: string;
  allowReconnect?: boolean;
}

/** Messages this server does not act on (stream items, client results, cancel, ack, sequence). */
export interface IgnoredMessage {
  type:
    | typeof MessageType.StreamItem
    | typeof MessageType.Completion
    | typeof MessageType.CancelInvocation
    | typeof MessageType.Ack
    | typeof MessageType.Sequence;
}

/** Any message a client may send after the handshake. */
export type ClientMessage =
  | InvocationMessage
  | StreamInvocationMessage
  | CloseMessage
  | { type: typeof MessageType.Ping }
  | IgnoredMessage;

/** The first record a client sends. */
export interface HandshakeRequest {
  protocol: string;
  version: number;
}

/** A record that breaks the protocol; the connection is closed with its message. */
export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

function parseObject(record: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    throw new ProtocolError('Message is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ProtocolError('Message is not a JSON object.');
  }
  return value as Record<string, unknown>;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Reads the handshake request record. */
export function parseHandshakeRequest(record: string): HandshakeRequest {
  const value = parseObject(record);
  if (typeof value.protocol !== 'string')
    throw new ProtocolError("Handshake request is missing 'protocol'.");
  if (typeof value.version !== 'number')
    throw new ProtocolError("Handshake request is missing 'version'.");
  return { protocol: value.protocol, version: value.version };
}

/** Reads one hub message record sent by a client. */
export function parseClientMessage(record: string): ClientMessage {
  const value = parseObject(record);
  const { type } = value;
  if (typeof type !== 'number' || !Number.isInteger(type)) {
    throw new ProtocolError("Message is missing a numeric 'type'.");
  }
  switch (type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const { target, invocationId, streamIds } = value;
      const args = value.arguments ?? [];
      if (typeof target !== 'string' || target === '')
        throw new ProtocolError("Invocation is missing 'target'.");
      if (!Array.isArray(args)) throw new ProtocolError("Invocation 'arguments' must be an array.");
      if (invocationId !== undefined && invocationId !== null && typeof invocationId !== 'string') {
        throw new ProtocolError("Invocation 'invocationId' must be a string.");
      }
      if (streamIds !== undefined && streamIds !== null && !isStringArray(streamIds)) {
        throw new ProtocolError("Invocation 'streamIds' must be an array of strings.");
      }
      if (type === MessageType.StreamInvocation) {
        if (typeof invocationId !== 'string')
          throw new ProtocolError("Stream invocation is missing 'invocationId'.");
        return { type, invocationId, target, arguments: args };
      }
      return {
        type,
        target,
        arguments: args,
        ...(typeof invocationId === 'string' ? { invocationId } : {}),
        ...(isStringArray(streamIds) ? { streamIds } : {}),
      };
    }
    case MessageType.Ping:
      return { type };
    case MessageType.Close:
      return {
        type,
        ...(typeof value.error === 'string' ? { error: value.error } : {}),
        ...(value.allowReconnect === true ? { allowReconnect: true } : {}),
      };
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.CancelInvocation:
    case MessageType.Ack:
    case MessageType.Sequence:
      return { type };
    default:
      throw new ProtocolError(`Unknown message type ${type}.`);
  }
}

/** Successful handshake response record. */
export const HANDSHAKE_OK_RECORD = writeRecord({});

/** Ping record sent by the server to keep the connection alive. */
export const PING_RECORD = writeRecord({ type: MessageType.Ping });

/** Handshake error response record. */
export const handshakeErrorRecord = (error: string): string => writeRecord({ error });

/** Completion record: a result (omitted when undefined) or an error text. */
export function completionRecord(
  invocationId: string,
  outcome: { result?: unknown } | { error: string },
): string {
  if ('error' in outcome)
    return writeRecord({ type: MessageType.Completion, invocationId, error: outcome.error });
  return writeRecord(
    outcome.result === undefined
      ? { type: MessageType.Completion, invocationId }
      : { type: MessageType.Completion, invocationId, result: outcome.result },
  );
}

/** Non-blocking invocation record of a client method (the client sends no completion back). */
export const invocationRecord = (target: string, args: unknown[]): string =>
  writeRecord({ type: MessageType.Invocation, target, arguments: args });

/** Close record; `allowReconnect` tells the client to run its automatic reconnect. */
export function closeRecord(options: { error?: string; allowReconnect?: boolean } = {}): string {
  return writeRecord({
    type: MessageType.Close,
    ...(options.error ? { error: options.error } : {}),
    ...(options.allowReconnect ? { allowReconnect: true } : {}),
  });
}
