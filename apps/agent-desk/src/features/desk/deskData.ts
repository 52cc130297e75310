import { NewAttFlag, type Message } from '@atende/contract';
import { isApiRequestError, type NewAttEvent } from '@atende/api-client';
import {
  attendanceQueries,
  byMessageTime,
  createQueryClient,
  isOptimisticMessage,
  queryKeys,
  sendMessageMutation,
} from '@atende/api-client/query';
import {
  MutationObserver,
  queryOptions,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { createDeskStore, currentConversation, type DeskQueues, type DeskStore } from './deskStore';

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

const NO_QUEUES: DeskQueues = Object.freeze({ waiting: [], active: [] }) as DeskQueues;
const NO_MESSAGES: Message[] = [];

function isClientMessage(message: Message): boolean {
  return message.message_Direction === 1 || message.message_Direction === 2;
}

/** Wraps a factory's load with a reaction to its answer and the desk's warning on a failure. */
function withReaction<T>(
  load: unknown,
  warning: string,
  onLoaded: (data: T, signal: AbortSignal) => void = () => undefined,
): QueryFunction<T, QueryKey> {
  const run = load as QueryFunction<T, QueryKey>;
  return async (context) => {
    try {
      const data = await run(context);
      if (!context.signal.aborted) onLoaded(data, context.signal);
      return data;
    } catch (error) {
      // Seed 000 §8: list and message load failures are not shown; the next event or refresh retries.
      if (!context.signal.aborted) console.warn(warning, error);
      throw error;
    }
  };
}

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

  const queuesQuery = (customerId: number) => {
    const base = attendanceQueries.queues(customerId);
    return queryOptions({
      ...base,
      queryFn: withReaction<DeskQueues>(
        base.queryFn,
        'The service lists could not be loaded.',
        (next) => afterQueues(customerId, next),
      ),
    });
  };

  const messagesQuery = (customerId: number, attendanceId: number) => {
    const base = attendanceQueries.messages(customerId, attendanceId);
    return queryOptions({
      ...base,
      queryFn: withReaction<Message[]>(base.queryFn, 'Messages could not be loaded.'),
    });
  };

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
      const messages = desk.messages();
      const mine = incoming.filter((m) => m.attendence_Id === currentId);
      const byId = new Map(mine.map((m) => [m.message_Id, m]));
      let changed = false;
      const updated = messages.map((m) => {
        const next = byId.get(m.message_Id);
        if (!next || next.delivery === undefined || next.delivery === m.delivery) return m;
        changed = true;
        return { ...m, delivery: next.delivery };
      });
      const known = new Set(messages.map((m) => m.message_Id));
      const fresh = mine.filter((m) => !known.has(m.message_Id));
      if (fresh.length === 0 && !changed) return;
      const arrived = new Set(fresh.filter((m) => !isClientMessage(m)).map((m) => m.message));
      const kept = updated.filter((m) => !(isOptimisticMessage(m) && arrived.has(m.message)));
      queryClient.setQueryData(
        queryKeys.messages(customerId, currentId),
        [...kept, ...fresh].sort(byMessageTime),
      );
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
     * On a waiting item this is the take (ADR 0003). A failure that is not 401 refreshes the lists and
     * drops the conversation; the text moves to `unsent`.
     */
    async send(text: string, imageName?: string): Promise<SendResult> {
      const state = store.getState();
      const conversation = currentConversation(state.currentId, queues());
      if (!conversation || state.customerId === null)
        return { ok: false, reason: 'noConversation' };
      if (text.trim() === '') return { ok: false, reason: 'blank' };
      if (state.sending) return { ok: false, reason: 'busy' };
      const attendanceId = conversation.attendance.attendence_Id;
      const customerId = state.customerId;
      state.setSending(true);
      try {
        await sender.mutate({ customerId, attendanceId, message: text, imageName });
      } catch (error) {
        store.getState().setSending(false);
        if (isApiRequestError(error) && error.code === 'unauthorized') {
          return { ok: false, reason: 'signedOut' };
        }
        const reason: SendFailure = isApiRequestError(error, 'already_taken')
          ? 'alreadyAttended'
          : 'clienteInService';
        // Seed 000 §4: lists refreshed, conversation dropped; DESIGN §4: the text stays recoverable,
        // with its own conversation.
        const client =
          conversation.attendance.client_Name || conversation.attendance.client_Identify;
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
    },

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
