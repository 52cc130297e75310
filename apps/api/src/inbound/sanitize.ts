import type { InboundMedia, InboundMessage } from '../channel/types';
import { passOn, type InboundStep } from './pipeline';

/**
 * Longest stored forms, in characters (code points): a text or caption as long as the channel
 * allows (the webhook refuses longer ones), a profile name as long as `Client_Name` may be
 * (`User_Att_Rename`), a file name as long as `file_Name` (`Att_File_Update`), anything else (ids,
 * phones, media types) 256.
 */
export const INBOUND_LIMITS = { text: 65536, name: 100, fileName: 200, other: 256 } as const;

/** What replaces a character that cannot be stored or shown (docs/adr/0022). */
const REPLACEMENT = '\uFFFD';

// C0 controls but tab and line feed, DEL and the C1 controls. PostgreSQL cannot store NUL in text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAK_OR_TAB = /[\t\n]/g;

/** At most `max` code points of `text`, never cutting a surrogate pair. */
function bounded(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (count === max) break;
    out += ch;
    count += 1;
  }
  return out;
}

/** How `storableText` treats a value. */
export interface StorableOptions {
  /** A one-line value (names, ids): tabs and line breaks become spaces. */
  oneLine?: boolean;
  /** What a control character becomes; default U+FFFD ('' removes it, as in file names). */
  replacement?: string;
}

/**
 * A text made storable: line breaks normalised to `\n`, other control characters (NUL included)
 * replaced (U+FFFD by default), unpaired surrogates replaced by U+FFFD, at most `max` code points.
 */
export function storableText(text: string, max: number, options: StorableOptions = {}): string {
  let out = text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, options.replacement ?? REPLACEMENT)
    .replace(LONE_SURROGATE, REPLACEMENT);
  if (options.oneLine) out = out.replace(LINE_BREAK_OR_TAB, ' ');
  return bounded(out, max);
}

const one = (value: string, max: number = INBOUND_LIMITS.other) =>
  storableText(value, max, { oneLine: true });

function storableMedia(media: InboundMedia): InboundMedia {
  const out: InboundMedia = { ...media, id: one(media.id) };
  if (media.mimeType !== undefined) out.mimeType = one(media.mimeType);
  // A file name becomes part of the file's address: controls are removed, as the file service does.
  if (media.fileName !== undefined)
    out.fileName = storableText(media.fileName, INBOUND_LIMITS.fileName, {
      oneLine: true,
      replacement: '',
    });
  if (media.caption !== undefined) out.caption = storableText(media.caption, INBOUND_LIMITS.text);
  return out;
}

/**
 * Every text of an inbound message made storable (see `storableText` and `INBOUND_LIMITS`): control
 * characters become U+FFFD (the agent sees that something was there), except in a file name, where
 * they are removed.
 */
export function storableMessage(msg: InboundMessage): InboundMessage {
  const out: InboundMessage = {
    ...msg,
    phoneNumberId: one(msg.phoneNumberId),
    from: one(msg.from),
    waMessageId: one(msg.waMessageId),
  };
  if (msg.displayPhone !== undefined) out.displayPhone = one(msg.displayPhone);
  if (msg.profileName !== undefined) out.profileName = one(msg.profileName, INBOUND_LIMITS.name);
  if (msg.text !== undefined) out.text = storableText(msg.text, INBOUND_LIMITS.text);
  if (msg.choiceId !== undefined) out.choiceId = one(msg.choiceId);
  if (msg.media) out.media = storableMedia(msg.media);
  return out;
}

/**
 * `sanitize`, the first step: makes what the channel sent storable, so a NUL in a text or a name
 * is stored as U+FFFD instead of failing the insert (and the channel delivering the batch again
 * for days).
 */
export const sanitizeStep: InboundStep = {
  name: 'sanitize',
  handle: (msg) => passOn(storableMessage(msg)),
};
