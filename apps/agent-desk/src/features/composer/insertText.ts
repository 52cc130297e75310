/**
 * A template added to the box (seed 000 §2.4 "a template picker"): it replaces a blank box, otherwise
 * it is appended after a space.
 */
export function appendTemplate(value: string, text: string): string {
  if (value.trim() === '') return text;
  return /\s$/.test(value) ? value + text : `${value} ${text}`;
}
