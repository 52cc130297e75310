import { hsmPhoneDigits, type HsmSendBody } from '@atende/contract';
import type { HsmRow } from './hsmRows';
import { parseSendDate } from './sendDate';

/**
 * The Hsm_Send body of a checked row (seed 001 §7 "Bulk sending" fields): the phone's digits, the
 * send date as ISO ('' = now), the ids as numbers (campaign '' or 0 = none), plus `import_id` (made
 * per import) and `row` = the row's line, so sending the same row of the same import again is
 * idempotent on the server (docs/adr/0020-hsm-bulk-send.md). Only for rows without problems.
 */
export function hsmSendBody(
  row: HsmRow,
  ids: { customerId: number; importId: string },
): HsmSendBody {
  const date = parseSendDate(row.send_date);
  return {
    customer_id: ids.customerId,
    client_identification: hsmPhoneDigits(row.client_identification) ?? row.client_identification,
    message: row.message,
    send_date: date.ok ? date.iso : '',
    from: row.from,
    parameters: row.parameters,
    message_id: Number(row.message_id),
    campaign_id: row.campaign_id === '' ? 0 : Number(row.campaign_id),
    import_id: ids.importId,
    row: row.line,
  };
}

/** A new import's id: a random uuid (`crypto.randomUUID`, or built from random bytes where absent). */
export function newImportId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
