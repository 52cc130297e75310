/**
 * How a message's text is shown (seed 000 §2.4 "Message display": "Message text is rendered by file
 * ending: jpeg, jpg and png as images; mp3 and ogg as audio; mp4 as video; pdf and doc as links"),
 * restricted to safe addresses (DESIGN §4: "Message text rendered as media or link only for http(s) or
 * same-origin addresses; anything else is shown as text").
 */
import type { MessageDirection } from '@atende/contract';

/** What a message's text is shown as. */
export type MessageContentKind = 'image' | 'audio' | 'video' | 'link' | 'text';

/** The classification of a message's text; `url` (absolute, normalised) is set for every kind but text. */
export interface MessageContent {
  kind: MessageContentKind;
  url?: string;
}

const KIND_BY_ENDING: Readonly<Record<string, Exclude<MessageContentKind, 'text'>>> = {
  jpeg: 'image',
  jpg: 'image',
  png: 'image',
  mp3: 'audio',
  ogg: 'audio',
  mp4: 'video',
  pdf: 'link',
  doc: 'link',
  docx: 'link',
};

const TEXT: MessageContent = { kind: 'text' };

/** Any whitespace or control character: an address never contains one (prose around a URL does). */
// eslint-disable-next-line no-control-regex
const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

/** The page's origin, or a placeholder outside a browser. */
function currentOrigin(): string {
  return typeof window !== 'undefined' &&
    window.location?.origin &&
    window.location.origin !== 'null'
    ? window.location.origin
    : 'http://localhost';
}

/** Parses `text` as a safe address: absolute http(s), or a same-origin path starting with one '/'. */
function safeUrl(text: string, pageOrigin: string): URL | null {
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    const httpLike = url.protocol === 'http:' || url.protocol === 'https:';
    // Credentials in an address (`http://bank.example@evil.example/`) only serve to mislead.
    return httpLike && url.hostname !== '' && !url.username && !url.password ? url : null;
  }
  // '//host' and '/\host' are protocol-relative to browsers: another origin.
  if (text.startsWith('/') && text[1] !== '/' && text[1] !== '\\') {
    let base: URL;
    try {
      base = new URL(pageOrigin);
    } catch {
      return null;
    }
    try {
      const url = new URL(text, base);
      return url.origin === base.origin ? url : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The lower-case ending of an address path's last segment ('' when it has none). */
function fileEnding(pathname: string): string {
  const segment = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = segment.lastIndexOf('.');
  return dot < 0 ? '' : segment.slice(dot + 1).toLowerCase();
}

/**
 * Classifies a message's text by the file ending of its address path (query and hash ignored,
 * case-insensitive). Only a whole-message absolute http(s) address or same-origin path (relative to
 * `pageOrigin`, the page's origin by default) becomes media or a link; everything else is text.
 */
export function classifyMessageContent(text: string, pageOrigin?: string): MessageContent {
  const candidate = text.trim();
  if (!candidate || WHITESPACE_OR_CONTROL.test(candidate)) return TEXT;
  const url = safeUrl(candidate, pageOrigin ?? currentOrigin());
  if (!url) return TEXT;
  const kind = KIND_BY_ENDING[fileEnding(url.pathname)];
  return kind ? { kind, url: url.href } : TEXT;
}

/** The file name of an address (its last path segment, decoded), for link texts and alt texts. */
export function fileNameOf(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return url;
  }
  const segment = pathname.slice(pathname.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment) || segment;
  } catch {
    return segment;
  }
}

/** True for messages shown on the agent's side (right): directions 0 (agent) and 3 (automatic). */
export function isAgentSide(direction: MessageDirection | number): boolean {
  return direction === 0 || direction === 3;
}
