/**
 * HTML built so that no text reaches the page unescaped (issue 20: the embed pages show names,
 * descriptions and messages written by clients): `html` escapes every interpolated value unless it
 * is already `SafeHtml` (made by `html` itself).
 */

/** Text already safe to write into a page: made by {@link html} or {@link escapeHtml}. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** What `html` accepts between its parts: nothing is written for null, undefined and false. */
export type HtmlPart = SafeHtml | string | number | null | undefined | false | readonly HtmlPart[];

/** `text` with &, <, >, " and ' written as character references. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function write(part: HtmlPart): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.text;
  if (Array.isArray(part)) return part.map(write).join('');
  return escapeHtml(String(part));
}

/** A template of trusted markup whose values are escaped (arrays joined, SafeHtml kept). */
export function html(strings: TemplateStringsArray, ...parts: HtmlPart[]): SafeHtml {
  let text = strings[0] ?? '';
  parts.forEach((part, i) => {
    text += write(part) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(text);
}
