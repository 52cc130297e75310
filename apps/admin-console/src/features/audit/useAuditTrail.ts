import { useSession } from '@atende/api-client';
import { customerKey } from '@atende/api-client/query';
import type { AuditEntity } from '@atende/contract';
import { useQuery } from '@tanstack/react-query';
import { listAudit } from './api';

/** The query key of one record's audit trail in a customer (invalidate it after saving the record). */
export function auditKey(customerId: number, entity: AuditEntity, entityId: number) {
  return customerKey(customerId, 'audit', entity, entityId);
}

/** Loads the audit trail of one record of the current customer (newest first, as the server answers). */
export function useAuditTrail(entity: AuditEntity, entityId: number) {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({
    queryKey: auditKey(customerId ?? 0, entity, entityId),
    queryFn: ({ signal }) =>
      listAudit({ customerId: customerId ?? 0, entity, entityId }, { signal }),
    enabled: customerId !== null && entityId > 0,
    staleTime: 0,
  });
}
