import { NewAttFlag, type Message } from '@atende/contract';
import { type NewAttEvent } from '@atende/api-client';
import { createQueryClient, queryKeys, sendMessageMutation } from '@atende/api-client/query';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { deskMessagesQuery, deskQueuesQuery } from './deskQueries';
import { sendInConversation, type SendResult } from './deskSend';
import { createDeskStore, currentConversation, type DeskQueues, type DeskStore } from './deskStore';
import { isClientMessage, mergeIntoThread } from './thread';

export type { SendResult } from './deskSend';

const NO_QUEUES: DeskQueues = Object.freeze({ waiting: [], active: [] }) as DeskQueues;
const NO_MESSAGES: Message[] = [];

/** Options of `createDeskData`. */
export interface DeskDataOptions {
  /** The page's query client (the shell's); tests may omit it for a fresh one. */
  queryClient?: QueryClient;
}

/**
 * The agent desk's server state over the page's query client (the package's `attendanceQueries` and
 * `sendMessageMutation`), next to its UI store (`store`, zustand). Its queries carry the desk's
 * reactions to an answer (dropping a conversation that left the lists), whoever starts the load.
 */
export function createDeskData(options: DeskDataOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const store: DeskStore = createDeskStore();
  const sender = new MutationObserver(queryClient, sendMessageMutation(queryClient));

  const queues = (): DeskQueues => {
    const { customerId } = store.getState();
    if (customerId === null) return NO_QUEUES;
    return queryClient.getQueryData<DeskQueues>(queryKeys.queues(customerId)) ?? NO_QUEUES;
  };

  /** After a queues answer for the current customer: record the load, drop a conversation that left both lists. */
  const afterQueues = (customerId: number, next: DeskQueues) => {
    const state = store.getState();
    if (state.customerId !== customerId) return;
    const before = currentConversation(state.currentId, queues());
    state.markServerEvent();
    if (state.currentId !== null && !currentConversation(state.currentId, next)) {
      if (before && !state.sending)
        state.setGone({ attendanceId: before.attendance.attendence_Id, place: before.place });
      desk.dropConversation();
    }
  };

  const queuesQuery = (customerId: number) =>
    deskQueuesQuery(customerId, (next) => afterQueues(customerId, next));
  const messagesQuery = deskMessagesQuery;

  /** Loads a query now; the latest request wins (one in flight is aborted through its signal). */
  const loadNow = async (options: ReturnType<typeof queuesQuery | typeof messagesQuery>) => {
    void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
    try {
      await queryClient.fetchQuery({
        ...(options as ReturnType<typeof queuesQuery>),
        staleTime: 0,
      });
    } catch {
      // Logged by the query function (or cancelled by a newer request).
    }
  };

  const desk = {
    store,
    queuesQuery,
    messagesQuery,
    /** The queues of the current customer as the query cache holds them (empty before the first load). */
    queues,

    /** The open conversation's messages as the query cache holds them. */
    messages(): Message[] {
      const { customerId, currentId } = store.getState();
      if (customerId === null || currentId === null) return NO_MESSAGES;
      return (
        queryClient.getQueryData<Message[]>(queryKeys.messages(customerId, currentId)) ??
        NO_MESSAGES
      );
    },

    /** Sets the customer and forgets everything of the previous one. */
    setCustomer(customerId: number | null) {
      const previous = store.getState().customerId;
      if (previous === customerId) return;
      if (previous !== null) {
        const filter = { queryKey: queryKeys.attendance(previous) };
        void queryClient.cancelQueries(filter);
        queryClient.removeQueries(filter);
      }
      store.getState().setCustomer(customerId);
    },

    /** Reloads the waiting queue and my services (the latest request wins). */
    async loadLists() {
      const { customerId } = store.getState();
      if (customerId !== null) await loadNow(queuesQuery(customerId));
    },

    /** Opens a conversation and loads its messages (always the server's thread). */
    async open(attendanceId: number) {
      const { customerId, currentId } = store.getState();
      if (customerId === null) return;
      if (currentId === attendanceId && desk.messages().length > 0) return;
      if (currentId !== null && currentId !== attendanceId) desk.dropConversation();
      queryClient.removeQueries({ queryKey: queryKeys.messages(customerId, attendanceId) });
      store.getState().setCurrent(attendanceId);
      await loadNow(messagesQuery(customerId, attendanceId));
    },

    /** Closes the open conversation view (nothing is sent to the server). */
    dropConversation() {
      const { customerId, currentId } = store.getState();
      if (customerId !== null && currentId !== null) {
        const filter = { queryKey: queryKeys.messages(customerId, currentId), exact: true };
        void queryClient.cancelQueries(filter);
        queryClient.removeQueries(filter);
      }
      store.getState().setCurrent(null);
    },

    /** Reloads the open conversation's messages (after a reconnect or a send). */
    async reloadMessages() {
      const { currentId, customerId } = store.getState();
      if (currentId !== null && customerId !== null)
        await loadNow(messagesQuery(customerId, currentId));
    },

    /**
     * Adds messages of a real-time event to the open conversation (no duplicates, in time order); a
     * known message that comes again brings its new delivery state (the hub's flag 6); an agent message
     * replaces the pending stand-in of the send that made it.
     */
    mergeMessages(incoming: readonly Message[]) {
      const { currentId, customerId } = store.getState();
      if (currentId === null || customerId === null) return;
      const merged = mergeIntoThread(desk.messages(), incoming, currentId);
      if (merged) queryClient.setQueryData(queryKeys.messages(customerId, currentId), merged);
    },

    /** Counts the client messages of an event on a service of mine that is not open. */
    countUnread(event: NewAttEvent) {
      if (event.flag !== NewAttFlag.ClientMessage) return;
      const item = queues().active.find((a) => a.client_Identify === event.phone);
      if (!item || item.attendence_Id === store.getState().currentId) return;
      const id = item.attendence_Id;
      const arrived = event.messages.filter((m) => m.attendence_Id === id && isClientMessage(m));
      store.getState().addUnread(id, Math.max(1, arrived.length));
    },

    /**
     * Sends to the open conversation (the package's send mutation: the text shows at once as pending).
     * On a waiting item this is the take (ADR 0003); see `sendInConversation`.
     */
    send: (text: string, imageName?: string): Promise<SendResult> =>
      sendInConversation(desk, sender, text, imageName),

    /** Removes a closed or transferred service from my services and drops it if open. */
    forget(attendanceId: number) {
      const { customerId } = store.getState();
      store.getState().forgetService(attendanceId);
      if (customerId !== null) {
        queryClient.setQueryData<DeskQueues>(queryKeys.queues(customerId), (current) =>
          current
            ? { ...current, active: current.active.filter((i) => i.attendence_Id !== attendanceId) }
            : current,
        );
      }
      if (store.getState().currentId === attendanceId) desk.dropConversation();
    },
  };
  return desk;
}

/** The desk's server state and UI store (`createDeskData`). */
export type DeskData = ReturnType<typeof createDeskData>;
