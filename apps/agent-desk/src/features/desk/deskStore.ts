import { type Attendance } from '@atende/contract';
import type { AttendanceQueues } from '@atende/api-client/query';
import { createStore } from 'zustand/vanilla';

/** Where the open conversation sits: still waiting (the first message takes it) or mine. */
export type ConversationPlace = 'waiting' | 'active';

/** The agent's two queues, loaded together (server data: kept in the query cache). */
export type DeskQueues = AttendanceQueues;

/** Text of a reply that failed, kept with its own conversation. */
export interface UnsentText {
  text: string;
  /** The client's name or phone, to say whose conversation it belongs to. */
  client: string;
}

/**
 * The agent desk's UI state (zustand), and nothing of the server's: the lists and the messages live
 * in the page's TanStack Query cache, reached through the desk's data (`createDeskData`).
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

  /** Sets the customer and forgets every UI state of the previous one. */
  setCustomer(customerId: number | null): void;
  /** Marks a conversation open (its unread count cleared), or none. */
  setCurrent(attendanceId: number | null): void;
  setDraft(attendanceId: number, text: string): void;
  /** Keeps the text of a failed send with its conversation (its draft cleared). */
  keepUnsent(attendanceId: number, unsent: UnsentText | null): void;
  /** Forgets the unsent text of a conversation. */
  dismissUnsent(attendanceId: number): void;
  /** Adds client messages that arrived in a conversation that is not open. */
  addUnread(attendanceId: number, count: number): void;
  /** Forgets the draft and the unread count of a service that left my services. */
  forgetService(attendanceId: number): void;
  setSending(sending: boolean): void;
  setGone(gone: DeskState['gone']): void;
  clearGone(): void;
  setAutoResponse(on: boolean): void;
  markServerEvent(): void;
}

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

function without<T>(record: Record<number, T>, id: number): Record<number, T> {
  if (!(id in record)) return record;
  const copy = { ...record };
  delete copy[id];
  return copy;
}

/** Creates the desk's UI store (one per page; tests make their own through `createDeskData`). */
export function createDeskStore() {
  return createStore<DeskState>()((set, get) => ({
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

    setCustomer(customerId) {
      if (get().customerId === customerId) return;
      set({ customerId, currentId: null, drafts: {}, unsent: {}, lastUnsentId: null, unread: {} });
    },
    setCurrent(attendanceId) {
      set((s) => ({
        currentId: attendanceId,
        unread: attendanceId === null ? s.unread : without(s.unread, attendanceId),
      }));
    },
    setDraft(attendanceId, text) {
      set((state) => ({ drafts: { ...state.drafts, [attendanceId]: text } }));
    },
    keepUnsent(attendanceId, unsent) {
      set((s) => ({
        drafts: without(s.drafts, attendanceId),
        ...(unsent
          ? { unsent: { ...s.unsent, [attendanceId]: unsent }, lastUnsentId: attendanceId }
          : {}),
      }));
    },
    dismissUnsent(attendanceId) {
      set((s) => ({
        unsent: without(s.unsent, attendanceId),
        lastUnsentId: s.lastUnsentId === attendanceId ? null : s.lastUnsentId,
      }));
    },
    addUnread(attendanceId, count) {
      set((s) => ({
        unread: { ...s.unread, [attendanceId]: (s.unread[attendanceId] ?? 0) + count },
      }));
    },
    forgetService(attendanceId) {
      set((s) => ({
        drafts: without(s.drafts, attendanceId),
        unread: without(s.unread, attendanceId),
      }));
    },
    setSending(sending) {
      set({ sending });
    },
    setGone(gone) {
      set({ gone });
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
  }));
}

/** The store type of `createDeskStore`. */
export type DeskStore = ReturnType<typeof createDeskStore>;
