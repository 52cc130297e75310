import type { HsmFailureReason } from '@atende/contract';
import { ChannelSendError } from '../channel/types';

/**
 * Why a bulk-sent row failed, as a stable code of HSM_FAILURE_REASONS (docs/adr/0020-hsm-bulk-send.md).
 * WhatsApp error codes (the Graph API's `error.code` on a send, or `statuses[].errors[].code` on a
 * `failed` status): 131026 (message undeliverable: no WhatsApp, old app, terms not accepted),
 * 131047/131049/131050/131048/130472 (Meta would not deliver: window, ecosystem, opt-out, spam
 * limit, experiment) are `undeliverable`; 131021/131030 (the recipient cannot receive from this
 * number) `invalid_number`; 132000..132016 (template missing, paused, disabled, wrong parameters)
 * `template_disabled`; anything else the channel refused is `channel_rejected`.
 */
export function reasonForChannelCode(code: number | null | undefined): HsmFailureReason {
  if (code === undefined || code === null || !Number.isFinite(code)) return 'channel_rejected';
  if ([131026, 131047, 131048, 131049, 131050, 130472].includes(code)) return 'undeliverable';
  if (code === 131021 || code === 131030) return 'invalid_number';
  if (code >= 132000 && code <= 132016) return 'template_disabled';
  return 'channel_rejected';
}

/** The Graph error code in a send failure's text (`HTTP 400: ... (code 131026)`), or null. */
function codeInText(text: string): number | null {
  const match = /\(code (\d{1,9})\)/.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Why the outbox gave up a bulk-sent row: a final refusal of the channel by its code; retries that
 * ran out (the channel kept failing or was unreachable) `expired`.
 */
export function reasonForSendFailure(error: unknown, retriesExhausted: boolean): HsmFailureReason {
  if (error instanceof ChannelSendError && !error.retryable)
    return reasonForChannelCode(codeInText(error.message));
  return retriesExhausted ? 'expired' : 'channel_rejected';
}
