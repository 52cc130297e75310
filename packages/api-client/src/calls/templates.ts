/**
 * Message template administration of seed 001 §7 ("Groups, campaigns, templates, files"): the
 * manager's list of every template of the customer and the template save. The agent's own list is
 * `listUserMessageTemplates` (calls/catalog.ts).
 */
import type { MessageTemplate, MessageTemplateSaveQuery } from '@atende/contract';
import { apiRequest, type CallOptions } from '../http/core';
import { getList } from './shared';

/**
 * GET Message_Template_List?Customer_Id: every template of the customer, disabled ones too, each with
 * `enable` and `att_Group` (its group ids), by id. Query key: `queryKeys.admin(customerId, 'templates')`.
 */
export function listMessageTemplates(
  customerId: number,
  options: CallOptions = {},
): Promise<MessageTemplate[]> {
  return getList('Message_Template_List', { Customer_Id: customerId }, options);
}

/** The template form (seed 001 §2 Templates: name, message, groups, active); `messageId` 0 creates. */
export interface MessageTemplateSaveInput {
  customerId: number;
  messageId: number;
  name: string;
  message: string;
  enable: boolean;
  /** The groups the template is offered to (none: every agent of the customer). */
  groupIds: readonly number[];
}

/**
 * GET Message_Template_Update?Customer_Id&Message_Id&Message_Template&Message_Template_Name&Enable
 * plus one `att_Group` per group (seed 001 §7: a save by GET, these names; with the token). Resolves
 * the saved template.
 */
export function saveMessageTemplate(
  input: MessageTemplateSaveInput,
  options: CallOptions = {},
): Promise<MessageTemplate> {
  const query: MessageTemplateSaveQuery = {
    Customer_Id: input.customerId,
    Message_Id: input.messageId,
    Message_Template: input.message,
    Message_Template_Name: input.name,
    Enable: input.enable,
    att_Group: [...input.groupIds],
  };
  return apiRequest<MessageTemplate>({
    method: 'GET',
    path: 'Message_Template_Update',
    query: { ...query },
    signal: options.signal,
  });
}
