import { isApiRequestError, type SendMessageInput } from '@atende/api-client';
import type { MutationObserver } from '@tanstack/react-query';
import { currentConversation, type DeskQueues, type DeskStore } from './deskStore';

/** Why a send did not go through (the page turns it into a snackbar). */
export type SendFailure =
  | 'alreadyAttended'
  /** Seed 000 §4/§8: any other failure but 401 (401 logs out through the API client's handler). */
  | 'clienteInService'
  /** 401: the API client's handler already shows the network-error dialog and logs out. */
  | 'signedOut'
  | 'blank'
  | 'busy'
  | 'noConversation';

/** The outcome of `send`. */
export type SendResult = { ok: true; took: boolean } | { ok: false; reason: SendFailure };

/** What a send needs of the desk. */
interface SendingDesk {
  store: DeskStore;
  queues(): DeskQueues;
  dropConversation(): void;
  loadLists(): Promise<void>;
  reloadMessages(): Promise<void>;
}

/** The send mutation's observer (`sendMessageMutation` of the package). */
type Sender = Pick<MutationObserver<unknown, Error, SendMessageInput>, 'mutate'>;

/**
 * Sends to the open conversation through `sender`, one at a time (seed 000 §5). On a waiting item this
 * is the take (ADR 0003): the lists load again. A failure that is not 401 refreshes the lists and drops
 * the conversation; the text moves to `unsent` (DESIGN §4: nothing typed is lost).
 */
export async function sendInConversation(
  desk: SendingDesk,
  sender: Sender,
  text: string,
  imageName?: string,
): Promise<SendResult> {
  const { store } = desk;
  const state = store.getState();
  const conversation = currentConversation(state.currentId, desk.queues());
  if (!conversation || state.customerId === null) return { ok: false, reason: 'noConversation' };
  if (text.trim() === '') return { ok: false, reason: 'blank' };
  if (state.sending) return { ok: false, reason: 'busy' };
  const attendanceId = conversation.attendance.attendence_Id;
  state.setSending(true);
  try {
    await sender.mutate({ customerId: state.customerId, attendanceId, message: text, imageName });
  } catch (error) {
    store.getState().setSending(false);
    if (isApiRequestError(error) && error.code === 'unauthorized') {
      return { ok: false, reason: 'signedOut' };
    }
    const reason: SendFailure = isApiRequestError(error, 'already_taken')
      ? 'alreadyAttended'
      : 'clienteInService';
    // Seed 000 §4: lists refreshed, conversation dropped; the text stays with its own conversation.
    const client = conversation.attendance.client_Name || conversation.attendance.client_Identify;
    store.getState().keepUnsent(attendanceId, imageName ? null : { text, client });
    desk.dropConversation();
    await desk.loadLists();
    return { ok: false, reason };
  }
  const took = conversation.place === 'waiting';
  store.getState().setSending(false);
  store.getState().setDraft(attendanceId, '');
  await Promise.all([took ? desk.loadLists() : Promise.resolve(), desk.reloadMessages()]);
  return { ok: true, took };
}
