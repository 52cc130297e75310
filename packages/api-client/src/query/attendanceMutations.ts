import { type Message } from '@atende/contract';
import { sendMessage, type SendMessageInput } from '@atende/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';

/** What a send's optimistic update left behind, for its rollback. */
interface SendContext {
  /** The id of the pending message shown while the request runs (negative: never a server id). */
  pendingId: number;
}

let nextPendingId = -1;

/** True for the stand-in a send shows before the server answers. */
export function isOptimisticMessage(message: Pick<Message, 'message_Id'>): boolean {
  return message.message_Id < 0;
}

/**
 * The send of a message (POST User_Att_Messages_Send) as a mutation: the text shows at once in the
 * open conversation as a `pending` message of the agent; a failure takes it away again. The server's
 * own row replaces it when the conversation is read again after the send, and its delivery state
 * then follows the hub's `AgentMessage` (flag 6) events, as for every agent message.
 */
export function sendMessageMutation(client: QueryClient) {
  return mutationOptions<unknown, Error, SendMessageInput, SendContext>({
    mutationKey: ['attendance', 'send'],
    mutationFn: (input) => sendMessage(input),
    onMutate: (input) => {
      const pendingId = nextPendingId--;
      const queryKey = queryKeys.messages(input.customerId, input.attendanceId);
      client.setQueryData<Message[]>(queryKey, (messages) =>
        messages
          ? [
              ...messages,
              {
                message_Id: pendingId,
                attendence_Id: input.attendanceId,
                message: input.message,
                message_Direction: 0,
                message_Update: new Date().toISOString(),
                delivery: 'pending',
              },
            ]
          : messages,
      );
      return { pendingId };
    },
    onError: (_error, input, context) => {
      if (!context) return;
      client.setQueryData<Message[]>(
        queryKeys.messages(input.customerId, input.attendanceId),
        (messages) => messages?.filter((m) => m.message_Id !== context.pendingId),
      );
    },
  });
}
