/**
 * A text with `text` put in place of the selection `start`..`end` of `value` (bounded to the text),
 * and the caret after it: what a picker (emoji, placeholder chip) writes into a text box.
 */
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
