/** A text with `text` put in place of the selection `start`..`end`, and the caret after it. */
export function insertAt(
  value: string,
  start: number,
  end: number,
  text: string,
): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

/**
 * A template added to the box (seed 000 §2.4 "a template picker"): it replaces a blank box, otherwise
 * it is appended after a space.
 */
export function appendTemplate(value: string, text: string): string {
  if (value.trim() === '') return text;
  return /\s$/.test(value) ? value + text : `${value} ${text}`;
}
