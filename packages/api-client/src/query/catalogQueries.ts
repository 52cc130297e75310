import {
  listCampaigns,
  listCompletionCodes,
  listFiles,
  listFlows,
  listGroups,
  listReasons,
  listSubReasons,
  listUserMessageTemplates,
  type CallOptions,
} from '@atende/api-client';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type CatalogName } from './keys';
import { STALE_TIME } from './staleTime';

function catalogQuery<T>(
  customerId: number,
  name: CatalogName,
  load: (customerId: number, options: CallOptions) => Promise<T[]>,
) {
  return queryOptions({
    queryKey: queryKeys.catalog(customerId, name),
    queryFn: ({ signal }) => load(customerId, { signal }),
    staleTime: STALE_TIME.catalog,
  });
}

/**
 * The per-customer catalogue lists (seed 000 §7 "store loaders", seed 001 §7), one `queryOptions`
 * factory each: `useQuery(catalogQueries.groups(customerId))`. The desk and the console read the same
 * keys, so a console save refreshes the desk's lists.
 */
export const catalogQueries = {
  /** GET User_Att_Group_List?Customer_Id. */
  groups: (customerId: number) => catalogQuery(customerId, 'groups', listGroups),
  /** GET Campaign_List?Customer_Id. */
  campaigns: (customerId: number) => catalogQuery(customerId, 'campaigns', listCampaigns),
  /** GET Reason_Att?Customer_Id. */
  reasons: (customerId: number) => catalogQuery(customerId, 'reasons', listReasons),
  /** GET SubReason_Att?Customer_Id (every reason's). */
  subReasons: (customerId: number) => catalogQuery(customerId, 'subReasons', listSubReasons),
  /** GET List_Att_Completion_Id?Customer_Id. */
  completionCodes: (customerId: number) =>
    catalogQuery(customerId, 'completionCodes', listCompletionCodes),
  /** GET List_Flow?Active_Flow=true&Customer_Id. */
  flows: (customerId: number) => catalogQuery(customerId, 'flows', listFlows),
  /** GET Message_Template_User_List?Customer_Id: the templates offered to the agent. */
  templates: (customerId: number) =>
    catalogQuery(customerId, 'templates', listUserMessageTemplates),
  /** GET Att_File_List?Customer_Id: the files offered to the agent. */
  files: (customerId: number) => catalogQuery(customerId, 'files', listFiles),
};
