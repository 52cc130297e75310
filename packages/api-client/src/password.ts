/**
 * Encodes a password the way the provider expects it (seed 000 section 9): base64 of the UTF-8 text,
 * then a trailing `==` becomes `2`, a trailing `=` becomes `1`, and `0` is appended when there is no padding.
 * This is an encoding, not a protection: the server hashes what it receives.
 */
export function encodePassword(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const base64 = btoa(binary);
  if (base64.endsWith('==')) return `${base64.slice(0, -2)}2`;
  if (base64.endsWith('=')) return `${base64.slice(0, -1)}1`;
  return `${base64}0`;
}
