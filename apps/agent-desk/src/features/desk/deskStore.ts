import {
  isApiRequestError,
  listActiveAttendances,
  listMessages,
  listWaitingAttendances,
  sendMessage,
  type Attendance,
  type Message,
} from '@atende/api-client';
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

/** The agent desk's state: the two lists, the open conversation and the drafts. */
export interface DeskState {
  customerId: number | null;
  waiting: Attendance[];
  active: Attendance[];
  /** True until the first load of the lists for the customer ends. */
  listsLoading: boolean;
  /** The open conversation's attendance id. */
  currentId: number | null;
  messages: Message[];
  messagesLoading: boolean;
  /** Typed text per attendance id (kept while switching conversations). */
  drafts: Record<number, string>;
  /** Text of a send that failed after its conversation was dropped: shown for copy, never lost. */
  unsent: string | null;
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

  /** Sets the customer and forgets everything of the previous one. */
  setCustomer(customerId: number | null): void;
  /** Reloads the waiting queue and my services; drops the open conversation if it left both. */
  loadLists(): Promise<void>;
  /** Opens a conversation and loads its messages. */
  open(attendanceId: number): Promise<void>;
  /** Closes the open conversation view (nothing is sent to the server). */
  dropConversation(): void;
  /** Reloads the open conversation's messages (after a reconnect). */
  reloadMessages(): Promise<void>;
  /** Adds messages of a real-time event to the open conversation (no duplicates, in time order). */
  mergeMessages(messages: readonly Message[]): void;
  setDraft(attendanceId: number, text: string): void;
  dismissUnsent(): void;
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

/** The attendance of the open conversation and where it is, if still listed. */
export function currentConversation(
  state: Pick<DeskState, 'currentId' | 'waiting' | 'active'>,
): { attendance: Attendance; place: ConversationPlace } | null {
  if (state.currentId === null) return null;
  const active = state.active.find((item) => item.attendence_Id === state.currentId);
  if (active) return { attendance: active, place: 'active' };
  const waiting = state.waiting.find((item) => item.attendence_Id === state.currentId);
  return waiting ? { attendance: waiting, place: 'waiting' } : null;
}

function byTime(a: Message, b: Message): number {
  const at = Date.parse(a.message_Update);
  const bt = Date.parse(b.message_Update);
  if (at !== bt && !Number.isNaN(at) && !Number.isNaN(bt)) return at - bt;
  return a.message_Id - b.message_Id;
}

/** Creates a desk store (one per page; tests make their own). */
export function createDeskStore() {
  let listsRequest = 0;
  let messagesRequest = 0;
  let messagesAbort: AbortController | null = null;

  return createStore<DeskState>()((set, get) => {
    const loadMessagesOf = async (attendanceId: number, customerId: number) => {
      const request = ++messagesRequest;
      messagesAbort?.abort();
      const abort = new AbortController();
      messagesAbort = abort;
      try {
        const messages = await listMessages(customerId, attendanceId, { signal: abort.signal });
        if (request !== messagesRequest || get().currentId !== attendanceId) return;
        // A delivery the hub already reported settled (sent/failed) is not taken back by a load
        // that read the row just before the change committed.
        const settled = new Map(
          get()
            .messages.filter((m) => m.delivery === 'sent' || m.delivery === 'failed')
            .map((m) => [m.message_Id, m.delivery]),
        );
        const loaded = messages.map((m) =>
          m.delivery === 'pending' && settled.has(m.message_Id)
            ? { ...m, delivery: settled.get(m.message_Id) }
            : m,
        );
        set({ messages: loaded.sort(byTime), messagesLoading: false });
      } catch (error) {
        if (request !== messagesRequest) return;
        // Seed 000 §8: list load failures are not shown; the conversation stays open and retries on the next event.
        console.warn('Messages could not be loaded.', error);
        set({ messagesLoading: false });
      }
    };

    return {
      customerId: null,
      waiting: [],
      active: [],
      listsLoading: true,
      currentId: null,
      messages: [],
      messagesLoading: false,
      drafts: {},
      unsent: null,
      sending: false,
      autoResponse: false,
      lastServerEventAt: Date.now(),
      gone: null,

      setCustomer(customerId) {
        if (get().customerId === customerId) return;
        listsRequest += 1;
        messagesRequest += 1;
        messagesAbort?.abort();
        set({
          customerId,
          waiting: [],
          active: [],
          listsLoading: customerId !== null,
          currentId: null,
          messages: [],
          messagesLoading: false,
          drafts: {},
        });
      },

      async loadLists() {
        const customerId = get().customerId;
        if (customerId === null) return;
        const request = ++listsRequest;
        try {
          const [waiting, active] = await Promise.all([
            listWaitingAttendances(customerId),
            listActiveAttendances(customerId),
          ]);
          if (request !== listsRequest) return;
          const before = currentConversation(get());
          set({ waiting, active, listsLoading: false, lastServerEventAt: Date.now() });
          const state = get();
          if (state.currentId !== null && !currentConversation(state)) {
            if (before && !state.sending)
              set({ gone: { attendanceId: before.attendance.attendence_Id, place: before.place } });
            state.dropConversation();
          }
        } catch (error) {
          if (request !== listsRequest) return;
          // Seed 000 §8: list load failures are swallowed; the next event or refresh tries again.
          console.warn('The service lists could not be loaded.', error);
          set({ listsLoading: false });
        }
      },

      async open(attendanceId) {
        const customerId = get().customerId;
        if (customerId === null) return;
        if (get().currentId === attendanceId && get().messages.length > 0) return;
        set({ currentId: attendanceId, messages: [], messagesLoading: true });
        await loadMessagesOf(attendanceId, customerId);
      },

      dropConversation() {
        messagesRequest += 1;
        messagesAbort?.abort();
        set({ currentId: null, messages: [], messagesLoading: false });
      },

      async reloadMessages() {
        const { currentId, customerId } = get();
        if (currentId === null || customerId === null) return;
        await loadMessagesOf(currentId, customerId);
      },

      mergeMessages(incoming) {
        const { currentId, messages } = get();
        if (currentId === null) return;
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
        set({ messages: [...updated, ...fresh].sort(byTime) });
      },

      setDraft(attendanceId, text) {
        set((state) => ({ drafts: { ...state.drafts, [attendanceId]: text } }));
      },

      dismissUnsent() {
        set({ unsent: null });
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
        const conversation = currentConversation(state);
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
          // Seed 000 §4: lists refreshed, conversation dropped; DESIGN §4: the text stays recoverable.
          set((s) => {
            const drafts = { ...s.drafts };
            delete drafts[attendanceId];
            return { drafts, unsent: imageName ? s.unsent : text };
          });
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
        set((s) => {
          const drafts = { ...s.drafts };
          delete drafts[attendanceId];
          return {
            active: s.active.filter((item) => item.attendence_Id !== attendanceId),
            drafts,
          };
        });
        if (get().currentId === attendanceId) get().dropConversation();
      },
    };
  });
}

/** The store type of `createDeskStore`. */
export type DeskStore = ReturnType<typeof createDeskStore>;
