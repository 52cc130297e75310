import { ApiError } from '../http/errors';
import { readWhatsAppWebhook, type RejectedPart } from './whatsapp-parse';
import type { InboundMessage, InboundSink, MediaKind, MediaResolver, StatusSink } from './types';

/** Where the pipeline reports what it could not do (the request logger). */
export interface PipelineLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What turns a webhook body into stored messages. */
export interface InboundPipeline {
  sink: InboundSink;
  mediaResolver: MediaResolver;
  /** Where statuses of the business's own messages go (bulk sends, docs/adr/0020); none: skipped. */
  statusSink?: StatusSink;
  log?: PipelineLog;
}

/** What became of a webhook body. */
export interface WebhookResult {
  /** Messages handed to the sink, in order (captions split off as their own text messages). */
  delivered: InboundMessage[];
  /** Malformed parts, each refused on its own. */
  rejected: RejectedPart[];
  /** Messages (or statuses) the sinks could not store (a server fault): deliver the body again. */
  failed: number;
  /** Statuses handed to the status sink. */
  statuses: number;
}

/** Suffix of the channel id given to the text message split off a media caption. */
const CAPTION_ID_SUFFIX = '#caption';

/** The text a media message carries when its file could not be had (the message is kept). */
export function mediaUnavailableText(kind: MediaKind): string {
  return `[${kind} not received: the file could not be downloaded]`;
}

/**
 * Resolves one message's media to an address and splits its caption: a media message's `text`
 * becomes its address and a caption follows as its own text message (id `<wamid>#caption`). A
 * failed download keeps the message with `mediaUnavailableText(kind)` (and logs it).
 */
async function resolveOne(
  msg: InboundMessage,
  pipeline: InboundPipeline,
): Promise<InboundMessage[]> {
  if (msg.kind === 'text' || !msg.media) return [msg];
  let address: string;
  try {
    address = await pipeline.mediaResolver.resolve(msg.media, msg.kind, {
      phoneNumberId: msg.phoneNumberId,
    });
  } catch (error) {
    pipeline.log?.warn(
      { err: error, waMessageId: msg.waMessageId, mediaId: msg.media.id, kind: msg.kind },
      'inbound media could not be resolved: the message is kept with a placeholder',
    );
    address = mediaUnavailableText(msg.kind);
  }
  const out: InboundMessage[] = [{ ...msg, text: address }];
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
  return out;
}

/**
 * The one inbound path, shared by the webhook route and the simulator: read a Cloud API webhook
 * body, then for each message on its own: skip it when its id is already stored (no second media
 * download), resolve its media, hand it (and its caption) to the sink. A malformed or failing
 * message never costs the others; a body that is not a webhook at all throws a 400 ApiError.
 */
export async function processWhatsAppWebhook(
  body: unknown,
  pipeline: InboundPipeline,
): Promise<WebhookResult> {
  const { messages, statuses, rejected } = readWhatsAppWebhook(body);
  const delivered: InboundMessage[] = [];
  let failed = 0;
  let statusCount = 0;
  for (const msg of messages) {
    try {
      if (pipeline.sink.isKnown && (await pipeline.sink.isKnown(msg.waMessageId))) {
        // Stored before; its caption may not have been (a failure in between).
        const caption = msg.media?.caption?.trim();
        if (!caption) continue;
        const { media: _media, ...rest } = msg;
        const parts = [
          {
            ...rest,
            kind: 'text' as const,
            text: caption,
            waMessageId: `${msg.waMessageId}${CAPTION_ID_SUFFIX}`,
          },
        ];
        for (const part of parts) {
          await pipeline.sink.receive(part);
          delivered.push(part);
        }
        continue;
      }
      for (const part of await resolveOne(msg, pipeline)) {
        await pipeline.sink.receive(part);
        delivered.push(part);
      }
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500) {
        rejected.push({ field: error.field ?? 'messages', message: error.message });
        continue;
      }
      failed += 1;
      pipeline.log?.error(
        { err: error, waMessageId: msg.waMessageId },
        'inbound message could not be stored; the others of its batch go on',
      );
    }
  }
  for (const status of pipeline.statusSink ? statuses : []) {
    try {
      await pipeline.statusSink!.update(status);
      statusCount += 1;
    } catch (error) {
      failed += 1;
      pipeline.log?.error(
        { err: error, waMessageId: status.id, status: status.status },
        'message status could not be stored; the others of its batch go on',
      );
    }
  }
  return { delivered, rejected, failed, statuses: statusCount };
}
