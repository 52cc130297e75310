import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature header WhatsApp (Meta) sends with each webhook call. */
export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** `sha256=<hex>` HMAC-SHA256 of `rawBody` under `appSecret`, as WhatsApp sends it. */
export function signBody(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * True when `header` (`X-Hub-Signature-256: sha256=<hex>`) is the HMAC-SHA256 of the exact raw body
 * under `appSecret`; compared in constant time. A missing or malformed header is false.
 */
export function verifySignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (typeof header !== 'string' || !appSecret) return false;
  const m = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim());
  if (!m) return false;
  const given = Buffer.from(m[1]!.toLowerCase(), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
