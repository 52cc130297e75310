import { type MessageTemplate } from '@atende/contract';
import { useSession } from '@atende/api-client';
import { adminQueries, fetchFresh, saveMutations } from '@atende/api-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The template form's values. */
export interface TemplateFormValues {
  name: string;
  message: string;
  groupIds: number[];
  enable: boolean;
}

/**
 * Every template of the current customer, disabled ones too (seed 001 §7 "GET
 * Message_Template_List?Customer_Id"). There is no single-template call: the edit form finds its
 * template in this list.
 */
export function useTemplates() {
  const customerId = useSession((state) => state.currentCustomerId);
  return useQuery({ ...adminQueries.templates(customerId ?? 0), enabled: customerId !== null });
}

/** Reads the whole template list through the page's query client (fresh), for the list page's `load`. */
export function useLoadTemplates(): (customerId: number) => Promise<MessageTemplate[]> {
  const client = useQueryClient();
  return useCallback(
    (customerId: number) => fetchFresh(client, adminQueries.templates(customerId)),
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
  const { mutateAsync } = useMutation(saveMutations.template(client));
  return useCallback(
    (values: TemplateFormValues): Promise<MessageTemplate> => {
      if (customerId === null) return Promise.reject(new Error('No current customer.'));
      return mutateAsync({
        customerId,
        messageId,
        name: values.name.trim(),
        message: values.message,
        enable: values.enable,
        groupIds: values.groupIds ?? [],
      });
    },
    [customerId, messageId, mutateAsync],
  );
}
