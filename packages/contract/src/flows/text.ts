import { FLOW_LINE_BREAK_MARKER } from './constants';

/**
 * Seed 001 §5 "Flow messages": a text as stored, its line breaks (`\r\n`, `\r` or `\n`) replaced by
 * `FLOW_LINE_BREAK_MARKER`. A text that already holds the marker keeps it (it reads back as a break).
 */
export function encodeFlowText(text: string): string {
  return text.replace(/\r\n|\r|\n/g, FLOW_LINE_BREAK_MARKER);
}

/** Seed 001 §5: a stored text with every `FLOW_LINE_BREAK_MARKER` turned back into a line feed. */
export function decodeFlowText(stored: string): string {
  return stored.split(FLOW_LINE_BREAK_MARKER).join('\n');
}
