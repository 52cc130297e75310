import {
  saveAttFile,
  saveCampaign,
  saveGroup,
  saveMessageTemplate,
  saveReason,
  saveSubReason,
  type GroupSaveInput,
  type MessageTemplateSaveInput,
  type ReasonSaveInput,
  type SubReasonSaveInput,
} from '@atende/api-client';
import { type AttFileSaveBody, type CampaignSaveBody } from '@atende/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { peopleSaveMutations } from './peopleMutations';
import { refreshAfterSave } from './refreshAfterSave';

/** A stored file's save: the customer and the metadata (`file_Id` 0 creates). */
export interface FileSaveInput {
  customerId: number;
  body: AttFileSaveBody;
}

/**
 * The console's record saves as `mutationOptions` (`useMutation(saveMutations.group(client))`). Each
 * invalidates what it changes: the console's list, the agent desk's catalogue list of the same data,
 * and the record's audit trail. The operator, its group memberships and the roles are here too
 * (`peopleMutations.ts`).
 */
export const saveMutations = {
  ...peopleSaveMutations,
  /** POST User_Att_Group_Update (seed 001 §8: "groups reloaded"). */
  group: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['save', 'group'],
      mutationFn: (input: GroupSaveInput) => saveGroup(input),
      onSuccess: (saved, input) =>
        refreshAfterSave(
          client,
          [queryKeys.catalog(input.customerId, 'groups')],
          input.customerId,
          'group',
          saved?.attendence_Group_Id ?? input.groupId,
        ),
    }),
  /** POST Campaign_Update. */
  campaign: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['save', 'campaign'],
      mutationFn: (body: CampaignSaveBody) => saveCampaign(body),
      onSuccess: (saved, body) =>
        refreshAfterSave(
          client,
          [queryKeys.catalog(body.customer_Id, 'campaigns')],
          body.customer_Id,
          'campaign',
          saved?.campaign_Id ?? body.campaign_Id,
        ),
    }),
  /** GET Reason_Att/Reasons (a save by GET). */
  reason: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['save', 'reason'],
      mutationFn: (input: ReasonSaveInput) => saveReason(input),
      onSuccess: (saved, input) =>
        refreshAfterSave(
          client,
          [queryKeys.catalog(input.customerId, 'reasons')],
          input.customerId,
          'reason',
          saved?.reason_id ?? input.reasonId,
        ),
    }),
  /** GET SubReason_Att/SubReasons; resolves once the sub-reasons shown are loaded again (seed 001 §4). */
  subReason: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['save', 'subReason'],
      mutationFn: (input: SubReasonSaveInput) => saveSubReason(input),
      onSuccess: (_saved, input) =>
        client.invalidateQueries({ queryKey: queryKeys.catalog(input.customerId, 'subReasons') }),
    }),
  /** GET Message_Template_Update (seed 001 §8: "templates reloaded"), the agent's list too. */
  template: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['save', 'template'],
      mutationFn: (input: MessageTemplateSaveInput) => saveMessageTemplate(input),
      onSuccess: (saved, input) =>
        refreshAfterSave(
          client,
          [
            queryKeys.admin(input.customerId, 'templates'),
            queryKeys.catalog(input.customerId, 'templates'),
          ],
          input.customerId,
          'template',
          saved?.message_Id ?? input.messageId,
        ),
    }),
  /** POST Att_File_Update (the bytes were uploaded before), the agent's list too. */
  file: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['save', 'file'],
      mutationFn: (input: FileSaveInput) => saveAttFile(input.customerId, input.body),
      onSuccess: (saved, input) =>
        refreshAfterSave(
          client,
          [
            queryKeys.admin(input.customerId, 'files'),
            queryKeys.catalog(input.customerId, 'files'),
          ],
          input.customerId,
          'file',
          saved?.file_Id ?? input.body.file_Id,
        ),
    }),
};
