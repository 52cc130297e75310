import type { AuditEntity } from '@atende/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './keys';

/**
 * Marks the lists a save changed as stale (the ones on screen load again) and the saved record's
 * history; does not wait for the reloads (the form goes back to its list at once).
 */
export function refreshAfterSave(
  client: QueryClient,
  lists: QueryKey[],
  customerId: number,
  entity: AuditEntity,
  savedId: number,
): void {
  for (const queryKey of lists) void client.invalidateQueries({ queryKey });
  if (savedId > 0)
    void client.invalidateQueries({ queryKey: queryKeys.audit(customerId, entity, savedId) });
}
