/**
 * Bulk template sending (HSM, seed 001 §2 "Bulk send", §7 "Bulk sending", §9): the states of a sent
 * row, its failure reasons and the hub event's name (docs/adr/0020-hsm-bulk-send.md). Plain values
 * only: browsers bundle this module.
 */

/** The life of one `Hsm_Send` row: queued → sent → delivered, or failed (then retry → queued). */
export const HSM_STATES = ['queued', 'sent', 'delivered', 'failed'] as const;
/** One of `HSM_STATES`. */
export type HsmState = (typeof HSM_STATES)[number];

/** Stable codes of why a row failed (the UI translates them). */
export const HSM_FAILURE_REASONS = [
  'channel_rejected',
  'no_channel',
  'invalid_number',
  'template_disabled',
  'undeliverable',
  'expired',
] as const;
/** One of `HSM_FAILURE_REASONS`. */
export type HsmFailureReason = (typeof HSM_FAILURE_REASONS)[number];

/** Name of the hub's customer-wide event: a bulk-sent row changed state. */
export const HSM_STATUS_EVENT = 'HsmStatusChanged';

/** Separator of a row's `parameters` (seed 001 §7 "Bulk sending"): `Ana|12345` fills {{1}} and {{2}}. */
export const HSM_PARAMETER_SEPARATOR = '|';

/** The values of a row's `parameters`, in order, trimmed ('' → none). */
export function splitHsmParameters(parameters: string): string[] {
  if (parameters.trim() === '') return [];
  return parameters.split(HSM_PARAMETER_SEPARATOR).map((value) => value.trim());
}

/** `{{1}}`, `{{2}}`, ... (spaces inside the braces tolerated). */
const numberedPlaceholder = () => /\{\{\s*(\d{1,3})\s*\}\}/g;

/** How many values a template needs: its highest numbered placeholder (`{{3}}` → 3; none → 0). */
export function hsmPlaceholderCount(template: string): number {
  let highest = 0;
  for (const match of template.matchAll(numberedPlaceholder()))
    highest = Math.max(highest, Number(match[1]));
  return highest;
}

/**
 * The text a template sends once filled: `{{n}}` becomes the n-th value (a missing one stays as
 * written); other placeholders are left alone.
 */
export function renderHsmTemplate(template: string, values: readonly string[]): string {
  return template.replace(numberedPlaceholder(), (whole, index: string) => {
    const value = values[Number(index) - 1];
    return value === undefined ? whole : value;
  });
}

/** Shortest and longest phone number accepted, in digits (E.164 has at most 15). */
export const HSM_PHONE_DIGITS = { min: 8, max: 15 } as const;

/**
 * The digits of a row's `client_identification` ('+', spaces, dashes, dots and parentheses are
 * tolerated and dropped), or null when it is not a usable phone number (other characters, or not
 * 8..15 digits).
 */
export function hsmPhoneDigits(text: string): string | null {
  const stripped = text.trim().replace(/[+\s\-.()]/g, '');
  if (!/^\d+$/.test(stripped)) return null;
  if (stripped.length < HSM_PHONE_DIGITS.min || stripped.length > HSM_PHONE_DIGITS.max) return null;
  return stripped;
}
