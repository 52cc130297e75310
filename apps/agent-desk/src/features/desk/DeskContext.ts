import { type Message } from '@atende/contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { DeskData } from './deskData';
import {
  currentConversation,
  type ConversationPlace,
  type DeskQueues,
  type DeskState,
} from './deskStore';

/** The page's desk (its server state and UI store), given to every part of the screen. */
export const DeskContext = createContext<DeskData | null>(null);

/** The page's desk itself (for actions in event handlers). */
export function useDeskData(): DeskData {
  const desk = useContext(DeskContext);
  if (!desk) throw new Error('The desk is only available inside the agent desk page.');
  return desk;
}

/** Reads a slice of the page's desk UI store. */
export function useDesk<T>(selector: (state: DeskState) => T): T {
  return useStore(useDeskData().store, selector);
}

const NO_QUEUES: DeskQueues = { waiting: [], active: [] };
const NO_MESSAGES: Message[] = [];

/** The current customer's queues from the query cache; `loading` until the first answer (or failure). */
export function useDeskQueues(): DeskQueues & { loading: boolean } {
  const desk = useDeskData();
  const customerId = useDesk((state) => state.customerId);
  const query = useQuery({
    ...desk.queuesQuery(customerId ?? 0),
    enabled: customerId !== null,
  });
  const queues = customerId === null ? NO_QUEUES : (query.data ?? NO_QUEUES);
  return { ...queues, loading: customerId !== null && query.status === 'pending' };
}

/**
 * True once `customerId`'s lists answered (or failed) the first time, and while no customer is chosen.
 * Re-renders only when that changes, not on every list update.
 */
export function useDeskListsSettled(customerId: number | null): boolean {
  const desk = useDeskData();
  const query = useQuery({
    ...desk.queuesQuery(customerId ?? 0),
    enabled: customerId !== null,
    notifyOnChangeProps: ['status'],
  });
  return customerId === null || query.status !== 'pending';
}

/** The open conversation (attendance and place, if still listed) with its messages. */
export function useOpenConversation(): {
  conversation: ReturnType<typeof currentConversation>;
  place: ConversationPlace | null;
  messages: Message[];
  loading: boolean;
} {
  const desk = useDeskData();
  const queues = useDeskQueues();
  const customerId = useDesk((state) => state.customerId);
  const currentId = useDesk((state) => state.currentId);
  const enabled = customerId !== null && currentId !== null;
  const query = useQuery({
    ...desk.messagesQuery(customerId ?? 0, currentId ?? 0),
    enabled,
  });
  const conversation = currentConversation(currentId, queues);
  return {
    conversation,
    place: conversation?.place ?? null,
    messages: enabled ? (query.data ?? NO_MESSAGES) : NO_MESSAGES,
    loading: enabled && query.status === 'pending' && query.fetchStatus === 'fetching',
  };
}
