import { endingOf, formatForEnding } from '../files/formats';
import type { OutboundPayload, TemplateComponent } from './types';

/** An address and nothing else (no whitespace): what the agent desk sends for an attachment. */
const ADDRESS = /^https?:\/\/[^\s]+$/i;

/** The last path segment of an address, decoded, or '' when it has none. */
function lastSegment(url: URL): string {
  const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What an agent reply sends: a file address (the agent desk sends an attachment as its address in
 * `Message` and its name in `Image_Name`) becomes an image, audio, video or document by the ending of
 * the name (or of the address); anything else is a text. Documents keep their file name.
 */
export function payloadForReply(text: string, imageName = ''): OutboundPayload {
  const trimmed = text.trim();
  if (ADDRESS.test(trimmed)) {
    let url: URL | null = null;
    try {
      url = new URL(trimmed);
    } catch {
      url = null;
    }
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.username) {
      const fromAddress = lastSegment(url);
      const name = imageName.trim() || fromAddress;
      const format = formatForEnding(endingOf(name)) ?? formatForEnding(endingOf(fromAddress));
      if (format) {
        return format.category === 'document'
          ? { type: 'document', link: trimmed, filename: name || fromAddress }
          : { type: format.category, link: trimmed };
      }
    }
  }
  return { type: 'text', text };
}

/**
 * An approved template message (for bulk sends): `name` and `languageCode` as approved in the
 * WhatsApp Business Manager, `components` with the header/body/button parameters.
 */
export function templatePayload(
  name: string,
  languageCode: string,
  components?: TemplateComponent[],
): OutboundPayload {
  return components?.length
    ? { type: 'template', name, languageCode, components }
    : { type: 'template', name, languageCode };
}
