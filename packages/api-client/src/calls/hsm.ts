/**
 * Bulk template sending (seed 001 §7 "Bulk sending: POST Hsm_Send with customer_id,
 * client_identification, message, send_date, from, parameters, message_id, campaign_id"), plus the
 * per-row status and retry of ours (docs/adr/0020-hsm-bulk-send.md). Query key:
 * `queryKeys.admin(customerId, 'hsm', importId)`.
 */
import type { HsmSendAnswer, HsmSendBody, HsmStatusRow } from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { getList } from './shared';

/**
 * POST Hsm_Send: queues one row of the bulk file. Re-sending the same (customer_id, import_id, row)
 * answers the first row with `duplicate: true` and queues nothing.
 */
export function sendHsm(body: HsmSendBody, options: CallOptions = {}): Promise<HsmSendAnswer> {
  return apiRequest<HsmSendAnswer>({
    method: 'POST',
    path: 'Hsm_Send',
    body,
    signal: options.signal,
  });
}

/** GET Hsm_Status?Customer_Id&Import_Id: the state of every sent row of one import. */
export function listHsmStatus(
  customerId: number,
  importId: string,
  options: CallOptions = {},
): Promise<HsmStatusRow[]> {
  return getList('Hsm_Status', { Customer_Id: customerId, Import_Id: importId }, options);
}

/** POST Hsm_Retry?Customer_Id&Hsm_Id: re-queues a failed row (409 when it is not failed). */
export function retryHsm(
  customerId: number,
  hsmId: number,
  options: CallOptions = {},
): Promise<HsmSendAnswer> {
  return apiRequest<HsmSendAnswer>({
    method: 'POST',
    path: 'Hsm_Retry',
    query: { Customer_Id: customerId, Hsm_Id: hsmId },
    signal: options.signal,
  });
}
