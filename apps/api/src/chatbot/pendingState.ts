import { randomUUID } from 'node:crypto';
import type { BotInput, IntegrationRequest } from './types';

/**
 * An integration step's call under way (`interactions.pending_call`, docs/adr/0024): recorded and
 * committed before the call, so the client's row is not locked while it runs. `token` fences the
 * result: it is applied only while the row still holds this very call. `queued`: the client's
 * messages that arrived meanwhile, answered in order once the result is applied.
 */
export interface PendingCall {
  token: string;
  request: IntegrationRequest;
  /** ISO time the call was recorded (a call older than the stale bound was cut by a restart). */
  since: string;
  queued: BotInput[];
}

/** A new pending call for a request, with the messages still queued. */
export function pendingCallOf(
  request: IntegrationRequest,
  queued: readonly BotInput[] = [],
): PendingCall {
  return { token: randomUUID(), request, since: new Date().toISOString(), queued: [...queued] };
}

/** The pending call kept on an interaction's row, if any. */
export function pendingOnRow(row: { pendingCall: unknown }): PendingCall | null {
  const value = row.pendingCall as PendingCall | null;
  return value && typeof value.token === 'string' ? value : null;
}
