import { ApiError } from '../http/errors';
import type { RejectedPart } from './whatsapp-fields';
import { readWhatsAppWebhook } from './whatsapp-parse';
import type {
  InboundMessage,
  InboundSink,
  MediaKind,
  MediaResolver,
  PipelineLog,
  StatusSink,
} from './types';

/** What turns a webhook body into stored messages. */
export interface WebhookProcessing {
  /** The inbound pipeline (sanitize, deduplicate, media, attendance: docs/adr/0022). */
  sink: InboundSink;
  /** Resolves media for this entry point (the receiving number's adapter, or the file store). */
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

/** The text a media message carries when its file could not be had (the message is kept). */
export function mediaUnavailableText(kind: MediaKind): string {
  return `[${kind} not received: the file could not be downloaded]`;
}

/**
 * The one inbound path, shared by the webhook route and the simulator: read a Cloud API webhook
 * body, then hand each message on its own to the inbound pipeline (`sink`: make it storable, skip
 * an id already stored, resolve its media and split its caption, store it: docs/adr/0022). A
 * malformed or failing message never costs the others; a body that is not a webhook at all throws
 * a 400 ApiError.
 */
export async function processWhatsAppWebhook(
  body: unknown,
  pipeline: WebhookProcessing,
): Promise<WebhookResult> {
  const { messages, statuses, rejected } = readWhatsAppWebhook(body);
  const delivered: InboundMessage[] = [];
  let failed = 0;
  let statusCount = 0;
  const context = { mediaResolver: pipeline.mediaResolver, log: pipeline.log };
  for (const msg of messages) {
    try {
      delivered.push(...(await pipeline.sink.receive(msg, context)));
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
