import { isApiRequestError } from '@atende/api-client';
import type { FlowVersionConflict } from '@atende/contract';

/**
 * The details of a save refused over a newer version (409 `flow_version_conflict`), or null for any
 * other failure. The details ride on the error as `conflict` (the answer's body field).
 */
export function conflictOf(error: unknown): FlowVersionConflict | null {
  if (!isApiRequestError(error, 'flow_version_conflict')) return null;
  const conflict = (error as { conflict?: unknown }).conflict;
  if (!conflict || typeof conflict !== 'object') return null;
  const { version, saved_By, saved_At } = conflict as Record<string, unknown>;
  if (typeof version !== 'number' || typeof saved_At !== 'string') return null;
  if (!saved_By || typeof saved_By !== 'object') return null;
  const { user_Login, user_Name } = saved_By as Record<string, unknown>;
  if (typeof user_Login !== 'string' || typeof user_Name !== 'string') return null;
  return { version, saved_At, saved_By: { user_Login, user_Name } };
}
