import { mediaUnavailableText } from '../channel/deliver';
import type { InboundMessage } from '../channel/types';
import { HANDLED, SKIPPED, passOn, type InboundStep } from './pipeline';

/** Suffix of the channel id given to the text message split off a media caption. */
const CAPTION_ID_SUFFIX = '#caption';

/** The caption of a media message as its own text message (id `<wamid>#caption`), if it has one. */
function captionPart(msg: InboundMessage): InboundMessage | null {
  const caption = msg.media?.caption?.trim();
  if (!caption) return null;
  const { media: _media, ...rest } = msg;
  return {
    ...rest,
    kind: 'text',
    text: caption,
    waMessageId: `${msg.waMessageId}${CAPTION_ID_SUFFIX}`,
  };
}

/**
 * `deduplicate`: a message whose channel id is already stored is skipped before its media is
 * fetched again; only its caption goes on (it may not have been stored: a failure in between). The
 * sink checks the id again inside its transaction (a concurrent delivery).
 */
export function deduplicateStep(isKnown: (waMessageId: string) => Promise<boolean>): InboundStep {
  return {
    name: 'deduplicate',
    async handle(msg) {
      if (!(await isKnown(msg.waMessageId))) return passOn(msg);
      const caption = captionPart(msg);
      return caption ? passOn(caption) : SKIPPED;
    },
  };
}

/**
 * `media`: resolves a media message's media to an address (its `text`) with the entry point's
 * resolver and splits its caption off as its own text message. A failed download keeps the message
 * with `mediaUnavailableText(kind)` (and logs it).
 */
export const resolveMediaStep: InboundStep = {
  name: 'media',
  async handle(msg, { mediaResolver, log }) {
    if (msg.kind === 'text' || !msg.media) return passOn(msg);
    let address: string;
    try {
      address = await mediaResolver.resolve(msg.media, msg.kind, {
        phoneNumberId: msg.phoneNumberId,
      });
    } catch (error) {
      log?.warn(
        { err: error, waMessageId: msg.waMessageId, mediaId: msg.media.id, kind: msg.kind },
        'inbound media could not be resolved: the message is kept with a placeholder',
      );
      address = mediaUnavailableText(msg.kind);
    }
    const caption = captionPart(msg);
    const resolved = { ...msg, text: address };
    return caption ? passOn(resolved, caption) : passOn(resolved);
  },
};

/** A last step that hands every message to `receive` and counts it as handled. */
export function sinkStep(
  name: string,
  receive: (msg: InboundMessage) => Promise<void>,
): InboundStep {
  return {
    name,
    async handle(msg) {
      await receive(msg);
      return HANDLED;
    },
  };
}
