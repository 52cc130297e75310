import { parseWhatsAppWebhook } from './whatsapp-parse';
import type { InboundMessage, InboundSink, MediaResolver } from './types';

/** What turns a webhook body into stored messages. */
export interface InboundPipeline {
  sink: InboundSink;
  mediaResolver: MediaResolver;
}

/** Suffix of the channel id given to the text message split off a media caption. */
export const CAPTION_ID_SUFFIX = '#caption';

/**
 * Resolves media to addresses and splits captions: a media message's `text` becomes its address
 * and a caption follows as its own text message (id `<wamid>#caption`). All media are resolved
 * before anything is returned, so a failed download delivers nothing.
 */
export async function resolveInbound(
  messages: InboundMessage[],
  mediaResolver: MediaResolver,
): Promise<InboundMessage[]> {
  const out: InboundMessage[] = [];
  for (const msg of messages) {
    if (msg.kind === 'text' || !msg.media) {
      out.push(msg);
      continue;
    }
    const address = await mediaResolver.resolve(msg.media, msg.kind);
    out.push({ ...msg, text: address });
    const caption = msg.media.caption?.trim();
    if (caption) {
      const { media: _media, ...rest } = msg;
      out.push({
        ...rest,
        kind: 'text',
        text: caption,
        waMessageId: `${msg.waMessageId}${CAPTION_ID_SUFFIX}`,
      });
    }
  }
  return out;
}

/**
 * The one inbound path, shared by the webhook route and the simulator: parse a Cloud API webhook
 * body, resolve media, then hand each message to the sink in order. Returns what was delivered.
 */
export async function processWhatsAppWebhook(
  body: unknown,
  pipeline: InboundPipeline,
): Promise<InboundMessage[]> {
  const parsed = parseWhatsAppWebhook(body);
  const resolved = await resolveInbound(parsed, pipeline.mediaResolver);
  for (const msg of resolved) await pipeline.sink.receive(msg);
  return resolved;
}
