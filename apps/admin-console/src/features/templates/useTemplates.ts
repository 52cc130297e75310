import { useSession } from '@atende/api-client';
import type { MessageTemplate } from '@atende/contract';
import { queryKeys } from '@atende/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { auditKey } from '../audit/useAuditTrail';
import { listMessageTemplates, saveMessageTemplate } from './api';

/** The template form's values. */
export interface TemplateFormValues {
  name: string;
  message: string;
  groupIds: number[];
  enable: boolean;
}

const templatesQuery = (customerId: number) => ({
  queryKey: queryKeys.admin(customerId, 'templates'),
  queryFn: ({ signal }: { signal: AbortSignal }) => listMessageTemplates(customerId, { signal }),
  staleTime: 0,
});

/**
 * Every template of the current customer, disabled ones too (seed 001 §7 "GET
 * Message_Template_List?Customer_Id"). There is no single-template call: the edit form finds its
 * template in this list.
 */
export function useTemplates() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({ ...templatesQuery(customerId ?? 0), enabled: customerId !== null });
}

/** Reads the whole template list through the page's query client (fresh), for the list page's `load`. */
export function useLoadTemplates(): (customerId: number) => Promise<MessageTemplate[]> {
  const client = useQueryClient();
  return useCallback(
    (customerId: number) => client.fetchQuery(templatesQuery(customerId)),
    [client],
  );
}

/**
 * Saves a template of the current customer (`messageId` 0 creates), then reloads the templates (seed
 * 001 §8 "Template save success: NewMessageTemplate.snackTextSuccess, templates reloaded"): the
 * console's list, the agent desk's picker list and the template's history.
 */
export function useSaveTemplate(messageId: number) {
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId);
  return useCallback(
    async (values: TemplateFormValues): Promise<MessageTemplate> => {
      if (customerId === null) throw new Error('No current customer.');
      const saved = await saveMessageTemplate({
        customerId,
        messageId,
        name: values.name.trim(),
        message: values.message,
        enable: values.enable,
        groupIds: values.groupIds ?? [],
      });
      void client.invalidateQueries({ queryKey: queryKeys.admin(customerId, 'templates') });
      void client.invalidateQueries({ queryKey: queryKeys.catalog(customerId, 'templates') });
      const savedId = saved?.message_Id ?? messageId;
      if (savedId > 0)
        void client.invalidateQueries({ queryKey: auditKey(customerId, 'template', savedId) });
      return saved;
    },
    [client, customerId, messageId],
  );
}
