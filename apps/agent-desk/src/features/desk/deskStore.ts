import {
  isApiRequestError,
  listActiveAttendances,
  listMessages,
  listWaitingAttendances,
  sendMessage,
  type NewAttEvent,
} from '@atende/api-client';
import { NewAttFlag, type Attendance, type Message } from '@atende/contract';
import { createQueryClient, queryKeys } from '@atende/api-client/query';
import { type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';

/** Where the open conversation sits: still waiting (the first message takes it) or mine. */
export type ConversationPlace = 'waiting' | 'active';

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

/** The agent's two queues, loaded together (server data: kept in the query cache). */
export interface DeskQueues {
  waiting: Attendance[];
  active: Attendance[];
}

/** Text of a reply that failed, kept with its own conversation. */
export interface UnsentText {
  text: string;
  /** The client's name or phone, to say whose conversation it belongs to. */
  client: string;
}

/**
 * The agent desk's UI state (zustand). The lists and the open conversation's messages are server
 * data: they live in the page's TanStack Query cache (`queryKeys.queues`, `queryKeys.messages`), read
 * through `queues()` / `messages()` here and `useDeskQueues` / `useOpenMessages` in components.
 */
export interface DeskState {
  customerId: number | null;
  /** The open conversation's attendance id. */
  currentId: number | null;
  /** Typed text per attendance id (kept while switching conversations). */
  drafts: Record<number, string>;
  /**
   * Text of sends that failed, per attendance id (DESIGN §4: nothing typed is lost). Offered in its
   * own conversation only; `lastUnsentId` is the latest, shown while no conversation is open.
   */
  unsent: Record<number, UnsentText>;
  lastUnsentId: number | null;
  /** Client messages that arrived in a conversation of my services while it was not open. */
  unread: Record<number, number>;
  /** A send (or an automatic take) is in flight: one at a time (seed 000 §5). */
  sending: boolean;
  autoResponse: boolean;
  /** Time of the last server event or list load (for the 4-minute refresh rule). */
  lastServerEventAt: number;
  /**
   * The open conversation left both lists on a reload (taken by another agent, or closed or
   * transferred elsewhere); the page tells the agent once, then calls `clearGone`.
   */
  gone: { attendanceId: number; place: ConversationPlace } | null;

  /** The query of a customer's queues (components observe it with `useQuery`). */
  queuesQuery(customerId: number): DeskQueryOptions<DeskQueues>;
  /** The query of one conversation's messages. */
  messagesQuery(customerId: number, attendanceId: number): DeskQueryOptions<Message[]>;
  /** The queues of the current customer as the query cache holds them (empty before the first load). */
  queues(): DeskQueues;
  /** The open conversation's messages as the query cache holds them. */
  messages(): Message[];
  /** Sets the customer and forgets everything of the previous one. */
  setCustomer(customerId: number | null): void;
  /** Reloads the waiting queue and my services (the latest request wins); drops the open conversation if it left both. */
  loadLists(): Promise<void>;
  /** Opens a conversation and loads its messages. */
  open(attendanceId: number): Promise<void>;
  /** Closes the open conversation view (nothing is sent to the server). */
  dropConversation(): void;
  /** Reloads the open conversation's messages (after a reconnect). */
  reloadMessages(): Promise<void>;
  /** Adds messages of a real-time event to the open conversation (no duplicates, in time order). */
  mergeMessages(messages: readonly Message[]): void;
  /** Counts the client messages of an event on a service of mine that is not open. */
  countUnread(event: NewAttEvent): void;
  setDraft(attendanceId: number, text: string): void;
  /** Forgets the unsent text of a conversation. */
  dismissUnsent(attendanceId: number): void;
  clearGone(): void;
  setAutoResponse(on: boolean): void;
  markServerEvent(): void;
  /**
   * Sends to the open conversation. On a waiting item this is the take (ADR 0003). A failure that is
   * not 401 refreshes the lists and drops the conversation; the text moves to `unsent`.
   */
  send(text: string, imageName?: string): Promise<SendResult>;
  /** Removes a closed or transferred service from my services and drops it if open. */
  forget(attendanceId: number): void;
}

/**
 * The desk's queries load when the desk says so (customer set, hub event, reconnect, 4-minute
 * refresh, after a send) and never retry on their own: a failure is swallowed and the next event
 * or refresh loads again (seed 000 §8, ADR 0005).
 */
const DESK_QUERY_DEFAULTS = { staleTime: Infinity, retry: false, retryOnMount: false } as const;

/** Options of one of the desk's queries. */
export type DeskQueryOptions<T> = UseQueryOptions<T, Error, T, readonly unknown[]>;

const NO_QUEUES: DeskQueues = Object.freeze({ waiting: [], active: [] }) as DeskQueues;
const NO_MESSAGES: Message[] = [];

/** The attendance of the open conversation and where it is, if still listed. */
export function currentConversation(
  currentId: number | null,
  queues: DeskQueues,
): { attendance: Attendance; place: ConversationPlace } | null {
  if (currentId === null) return null;
  const active = queues.active.find((item) => item.attendence_Id === currentId);
  if (active) return { attendance: active, place: 'active' };
  const waiting = queues.waiting.find((item) => item.attendence_Id === currentId);
  return waiting ? { attendance: waiting, place: 'waiting' } : null;
}

function byTime(a: Message, b: Message): number {
  const at = Date.parse(a.message_Update);
  const bt = Date.parse(b.message_Update);
  if (at !== bt && !Number.isNaN(at) && !Number.isNaN(bt)) return at - bt;
  return a.message_Id - b.message_Id;
}

function isClientMessage(message: Message): boolean {
  return message.message_Direction === 1 || message.message_Direction === 2;
}

function without<T>(record: Record<number, T>, id: number): Record<number, T> {
  if (!(id in record)) return record;
  const copy = { ...record };
  delete copy[id];
  return copy;
}

/** Options of `createDeskStore`. */
export interface DeskStoreOptions {
  /** The page's query client (the shell's); tests may omit it for a fresh one. */
  queryClient?: QueryClient;
}

/**
 * Creates a desk store (one per page; tests make their own) over the page's query client. Its
 * queries carry the desk's reactions to an answer (dropping a conversation that left the lists,
 * keeping delivery states the hub settled), whoever starts the load.
 */
export function createDeskStore(options: DeskStoreOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();

  const store = createStore<DeskState>()((set, get) => {
    const queuesQuery = (customerId: number): DeskQueryOptions<DeskQueues> => ({
      queryKey: queryKeys.queues(customerId),
      queryFn: async ({ signal }): Promise<DeskQueues> => {
        try {
          const [waiting, active] = await Promise.all([
            listWaitingAttendances(customerId, { signal }),
            listActiveAttendances(customerId, { signal }),
          ]);
          const next = { waiting, active };
          if (!signal.aborted) afterQueues(customerId, next);
          return next;
        } catch (error) {
          // Seed 000 §8: list load failures are swallowed; the next event or refresh tries again.
          if (!signal.aborted) console.warn('The service lists could not be loaded.', error);
          throw error;
        }
      },
      ...DESK_QUERY_DEFAULTS,
    });

    const messagesQuery = (
      customerId: number,
      attendanceId: number,
    ): DeskQueryOptions<Message[]> => ({
      queryKey: queryKeys.messages(customerId, attendanceId),
      queryFn: async ({ signal }): Promise<Message[]> => {
        try {
          const loaded = await listMessages(customerId, attendanceId, { signal });
          // A delivery the hub already reported settled (sent/failed) is not taken back by a load
          // that read the row just before the change committed.
          const known =
            queryClient.getQueryData<Message[]>(queryKeys.messages(customerId, attendanceId)) ?? [];
          const settled = new Map(
            known
              .filter((m) => m.delivery === 'sent' || m.delivery === 'failed')
              .map((m) => [m.message_Id, m.delivery]),
          );
          return loaded
            .map((m) =>
              m.delivery === 'pending' && settled.has(m.message_Id)
                ? { ...m, delivery: settled.get(m.message_Id) }
                : m,
            )
            .sort(byTime);
        } catch (error) {
          // Seed 000 §8: not shown; the conversation stays open and retries on the next event.
          if (!signal.aborted) console.warn('Messages could not be loaded.', error);
          throw error;
        }
      },
      ...DESK_QUERY_DEFAULTS,
    });

    /** After a queues answer for the current customer: record the load, drop a conversation that left both lists. */
    const afterQueues = (customerId: number, next: DeskQueues) => {
      const state = get();
      if (state.customerId !== customerId) return;
      const before = currentConversation(state.currentId, state.queues());
      set({ lastServerEventAt: Date.now() });
      if (state.currentId !== null && !currentConversation(state.currentId, next)) {
        if (before && !state.sending)
          set({ gone: { attendanceId: before.attendance.attendence_Id, place: before.place } });
        state.dropConversation();
      }
    };

    const loadMessagesOf = async (attendanceId: number, customerId: number) => {
      const queryKey = queryKeys.messages(customerId, attendanceId);
      // The latest request wins: one in flight is aborted through its signal.
      void queryClient.cancelQueries({ queryKey, exact: true });
      try {
        await queryClient.fetchQuery({ ...messagesQuery(customerId, attendanceId), staleTime: 0 });
      } catch {
        // Logged by the query function (or cancelled by a newer request).
      }
    };

    return {
      customerId: null,
      currentId: null,
      drafts: {},
      unsent: {},
      lastUnsentId: null,
      unread: {},
      sending: false,
      autoResponse: false,
      lastServerEventAt: Date.now(),
      gone: null,

      queuesQuery,
      messagesQuery,

      queues() {
        const { customerId } = get();
        if (customerId === null) return NO_QUEUES;
        return queryClient.getQueryData<DeskQueues>(queryKeys.queues(customerId)) ?? NO_QUEUES;
      },

      messages() {
        const { customerId, currentId } = get();
        if (customerId === null || currentId === null) return NO_MESSAGES;
        return (
          queryClient.getQueryData<Message[]>(queryKeys.messages(customerId, currentId)) ??
          NO_MESSAGES
        );
      },

      setCustomer(customerId) {
        const previous = get().customerId;
        if (previous === customerId) return;
        if (previous !== null) {
          const filter = { queryKey: queryKeys.attendance(previous) };
          void queryClient.cancelQueries(filter);
          queryClient.removeQueries(filter);
        }
        set({
          customerId,
          currentId: null,
          drafts: {},
          unsent: {},
          lastUnsentId: null,
          unread: {},
        });
      },

      async loadLists() {
        const customerId = get().customerId;
        if (customerId === null) return;
        // The latest request wins: an older one in flight is aborted and its answer never shown.
        void queryClient.cancelQueries({ queryKey: queryKeys.queues(customerId), exact: true });
        try {
          await queryClient.fetchQuery({ ...queuesQuery(customerId), staleTime: 0 });
        } catch {
          // Logged by the query function (or cancelled by a newer request).
        }
      },

      async open(attendanceId) {
        const { customerId, currentId } = get();
        if (customerId === null) return;
        if (currentId === attendanceId && get().messages().length > 0) return;
        if (currentId !== null && currentId !== attendanceId) get().dropConversation();
        // Always the server's thread when a conversation opens.
        queryClient.removeQueries({ queryKey: queryKeys.messages(customerId, attendanceId) });
        set((s) => ({ currentId: attendanceId, unread: without(s.unread, attendanceId) }));
        await loadMessagesOf(attendanceId, customerId);
      },

      dropConversation() {
        const { customerId, currentId } = get();
        if (customerId !== null && currentId !== null) {
          const filter = { queryKey: queryKeys.messages(customerId, currentId), exact: true };
          void queryClient.cancelQueries(filter);
          queryClient.removeQueries(filter);
        }
        set({ currentId: null });
      },

      async reloadMessages() {
        const { currentId, customerId } = get();
        if (currentId === null || customerId === null) return;
        await loadMessagesOf(currentId, customerId);
      },

      mergeMessages(incoming) {
        const { currentId, customerId } = get();
        if (currentId === null || customerId === null) return;
        const messages = get().messages();
        const mine = incoming.filter((m) => m.attendence_Id === currentId);
        const byId = new Map(mine.map((m) => [m.message_Id, m]));
        // A known message comes again when its delivery state changed (pending -> sent or failed).
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
        queryClient.setQueryData(
          queryKeys.messages(customerId, currentId),
          [...updated, ...fresh].sort(byTime),
        );
      },

      countUnread(event) {
        if (event.flag !== NewAttFlag.ClientMessage) return;
        const item = get()
          .queues()
          .active.find((a) => a.client_Identify === event.phone);
        if (!item || item.attendence_Id === get().currentId) return;
        const id = item.attendence_Id;
        const arrived = event.messages.filter((m) => m.attendence_Id === id && isClientMessage(m));
        const count = Math.max(1, arrived.length);
        set((s) => ({ unread: { ...s.unread, [id]: (s.unread[id] ?? 0) + count } }));
      },

      setDraft(attendanceId, text) {
        set((state) => ({ drafts: { ...state.drafts, [attendanceId]: text } }));
      },

      dismissUnsent(attendanceId) {
        set((s) => ({
          unsent: without(s.unsent, attendanceId),
          lastUnsentId: s.lastUnsentId === attendanceId ? null : s.lastUnsentId,
        }));
      },

      clearGone() {
        set({ gone: null });
      },

      setAutoResponse(on) {
        set({ autoResponse: on });
      },

      markServerEvent() {
        set({ lastServerEventAt: Date.now() });
      },

      async send(text, imageName) {
        const state = get();
        const conversation = currentConversation(state.currentId, state.queues());
        if (!conversation || state.customerId === null)
          return { ok: false, reason: 'noConversation' };
        if (text.trim() === '') return { ok: false, reason: 'blank' };
        if (state.sending) return { ok: false, reason: 'busy' };
        const attendanceId = conversation.attendance.attendence_Id;
        const customerId = state.customerId;
        set({ sending: true });
        try {
          await sendMessage({ customerId, attendanceId, message: text, imageName });
        } catch (error) {
          set({ sending: false });
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
          set((s) => ({
            drafts: without(s.drafts, attendanceId),
            ...(imageName
              ? {}
              : {
                  unsent: { ...s.unsent, [attendanceId]: { text, client } },
                  lastUnsentId: attendanceId,
                }),
          }));
          get().dropConversation();
          await get().loadLists();
          return { ok: false, reason };
        }
        const took = conversation.place === 'waiting';
        set((s) => ({ sending: false, drafts: { ...s.drafts, [attendanceId]: '' } }));
        await Promise.all([took ? get().loadLists() : Promise.resolve(), get().reloadMessages()]);
        return { ok: true, took };
      },

      forget(attendanceId) {
        const customerId = get().customerId;
        set((s) => ({
          drafts: without(s.drafts, attendanceId),
          unread: without(s.unread, attendanceId),
        }));
        if (customerId !== null) {
          queryClient.setQueryData<DeskQueues>(queryKeys.queues(customerId), (queues) =>
            queues
              ? { ...queues, active: queues.active.filter((i) => i.attendence_Id !== attendanceId) }
              : queues,
          );
        }
        if (get().currentId === attendanceId) get().dropConversation();
      },
    };
  });

  return store;
}

/** The store type of `createDeskStore`. */
export type DeskStore = ReturnType<typeof createDeskStore>;
