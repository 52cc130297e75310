import { useSession } from '@atende/api-client';
import { adminQueries } from '@atende/api-client/query';
import type { AuditEntity } from '@atende/contract';
import { useQuery } from '@tanstack/react-query';

/** Loads the audit trail of one record of the current customer (newest first, as the server answers). */
export function useAuditTrail(entity: AuditEntity, entityId: number) {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({
    ...adminQueries.audit(customerId ?? 0, entity, entityId),
    enabled: customerId !== null && entityId > 0,
  });
}
