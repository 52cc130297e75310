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
  media?: InboundMedia;
}

/** Where inbound messages go (the lead's attendance service). Called once per message, in order. */
export interface InboundSink {
  receive(msg: InboundMessage): Promise<void>;
}

/** An agent's reply to deliver to an end client. */
export interface OutboundMessage {
  customerId: number;
  phoneNumberId: string;
  to: string;
  text: string;
  messageId: number;
}

/** Delivers agent replies to end clients (the simulator by default). */
export interface ChannelAdapter {
  send(msg: OutboundMessage): Promise<void>;
}

/** Turns inbound media into the address a message carries (e.g. a file-service URL). */
export interface MediaResolver {
  resolve(media: InboundMedia, kind: MediaKind): Promise<string>;
}
