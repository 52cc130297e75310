import type { HubConnectionFactory } from '@atende/api-client';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { DeskState, DeskStore } from './deskStore';

/** The page's desk store, given to every part of the screen. */
export const DeskStoreContext = createContext<DeskStore | null>(null);

/** Reads a slice of the page's desk store. */
export function useDesk<T>(selector: (state: DeskState) => T): T {
  const store = useContext(DeskStoreContext);
  if (!store) throw new Error('useDesk must be used inside the agent desk page.');
  return useStore(store, selector);
}

/** The page's desk store itself (for actions in event handlers). */
export function useDeskStore(): DeskStore {
  const store = useContext(DeskStoreContext);
  if (!store) throw new Error('useDeskStore must be used inside the agent desk page.');
  return store;
}

/** The hub connection factory (tests give a fake one; the default is the real SignalR client). */
export const HubFactoryContext = createContext<HubConnectionFactory | undefined>(undefined);
