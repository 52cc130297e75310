/** Kinds of inbound message the product handles; other WhatsApp types are skipped. */
export type InboundKind = 'text' | 'image' | 'audio' | 'video' | 'document';

/** Kinds of inbound message that carry a media object. */
export type MediaKind = Exclude<InboundKind, 'text'>;

/** Media attached to an inbound message, as the channel names it (a WhatsApp media id). */
export interface InboundMedia {
  id: string;
  mimeType?: string;
  fileName?: string;
  caption?: string;
}

/** One message from an end client, as received on a business phone number. */
export interface InboundMessage {
  /** The business number it was sent to (WhatsApp `metadata.phone_number_id`). */
  phoneNumberId: string;
  displayPhone?: string;
  /** The end client's phone (digits only). */
  from: string;
  profileName?: string;
  /** Channel message id (WhatsApp `wamid...`); unique, usable to ignore redeliveries. */
  waMessageId: string;
  timestamp: Date;
  kind: InboundKind;
  /** The text; for media, the address the message carries once resolved. */
  text?: string;
  /** The picked option's id of a button or list reply (WhatsApp `interactive`), with its title as `text`. */
  choiceId?: string;
  media?: InboundMedia;
}

/** Where inbound processing reports what it could not do (the request logger). */
export interface PipelineLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the entry point that received a message (the webhook, the simulator) gives its processing. */
export interface InboundContext {
  /** Turns the message's media into an address (by the receiving number's adapter). */
  mediaResolver: MediaResolver;
  log?: PipelineLog;
}

/**
 * Where inbound messages go: the inbound pipeline (src/inbound, docs/adr/0022). Called once per
 * message, in order; answers the forms of the message that were handled (stored), in order.
 */
export interface InboundSink {
  receive(msg: InboundMessage, context: InboundContext): Promise<readonly InboundMessage[]>;
}

/** Kinds of file an outbound message can carry by link. */
export type OutboundMediaKind = 'image' | 'audio' | 'video' | 'document';

/** A template component as the Cloud API takes it (header, body, button parameters). */
export type TemplateComponent = Record<string, unknown>;

/**
 * What an outbound message says, as stored in `outbox.payload`: a text, a file by link (agent file
 * replies are file addresses), or an approved template (bulk sends).
 */
/** One option of a chatbot question (a step's reply); its id comes back with a button or list reply. */
export interface ChoiceOption {
  id: string;
  title: string;
}

export type OutboundPayload =
  | { type: 'text'; text: string }
  /** A chatbot question: the text with its options (sent as buttons, a list or numbered text). */
  | { type: 'choices'; text: string; choices: ChoiceOption[] }
  | { type: OutboundMediaKind; link: string; filename?: string; caption?: string }
  | {
      type: 'template';
      name: string;
      languageCode: string;
      components?: TemplateComponent[];
    };

/** A message to deliver to an end client (one outbox row). */
export interface OutboundMessage {
  customerId: number;
  phoneNumberId: string;
  to: string;
  /** The stored message's text, or a bulk send's filled template (the simulator page shows it). */
  text: string;
  /** The agent message it carries; null for a bulk-sent row. */
  messageId: number | null;
  /** The bulk-sent row it carries (docs/adr/0020), if any. */
  hsmSendId?: number | null;
  /** The chatbot's message it carries (docs/adr/0024), if any: the bot, not an agent, wrote it. */
  interactionMessageId?: number | null;
  payload: OutboundPayload;
}

/** What the channel answered for a delivered message. */
export interface SendResult {
  /** The channel's id of the sent message (wamid...), when it gives one. */
  externalId?: string;
  /**
   * The channel already knows the message reached the client's device (the simulator, whose page is
   * the phone); a real channel tells it later by a status webhook.
   */
  delivered?: boolean;
}

/**
 * A channel's status of a message it was given (WhatsApp `statuses[]`): sent, delivered, read, or
 * failed with its errors (`errors[].code` as Meta documents them).
 */
export interface ChannelStatus {
  /** The business number the message left from (`metadata.phone_number_id`). */
  phoneNumberId: string;
  /** The channel's message id (wamid...). */
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipientId?: string;
  timestamp: Date;
  errors: Array<{ code?: number; title?: string }>;
}

/** Where message statuses go (the bulk send's state machine). Called once per status, in order. */
export interface StatusSink {
  update(status: ChannelStatus): Promise<void>;
}

/** The business number a message leaves from, with its adapter settings (a `channel_numbers` row). */
export interface SendingNumber {
  phoneNumberId: string;
  accessToken: string | null;
  messagesPerSecond: number;
}

/**
 * Delivers messages to end clients (the simulator or the WhatsApp Cloud API). Throws a
 * ChannelSendError (or any error, taken as retryable) when the message was not delivered.
 */
export interface ChannelAdapter {
  send(msg: OutboundMessage, number?: SendingNumber): Promise<SendResult | void>;
}

/** A failed delivery: `retryable` errors are tried again later, others fail the message. */
export class ChannelSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The channel asked to wait this long before the next try (Retry-After). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ChannelSendError';
  }
}

/** Where an inbound message was received, for resolving its media with the number's credentials. */
export interface MediaContext {
  phoneNumberId: string;
}

/** Turns inbound media into the address a message carries (e.g. a file-service URL). */
export interface MediaResolver {
  resolve(media: InboundMedia, kind: MediaKind, context?: MediaContext): Promise<string>;
}
