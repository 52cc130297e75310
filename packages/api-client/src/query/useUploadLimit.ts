import { getUploadLimits, MAX_UPLOAD_BYTES } from '@atende/api-client';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './keys';

/**
 * The deployment's upload limit in bytes (`GET hornitos/limits`), loaded once per page; the contract's
 * default until it arrives or when it cannot be read (the file service still has the last word).
 */
export function useUploadLimit(): number {
  const query = useQuery({
    queryKey: queryKeys.uploadLimits(),
    queryFn: ({ signal }) => getUploadLimits({ signal }),
    staleTime: Infinity,
  });
  return query.data?.max_Bytes ?? MAX_UPLOAD_BYTES;
}
