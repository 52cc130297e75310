import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { FlowDocumentState, FlowDocumentStore } from './flowDocument';

/** The document store of the editor around (one per editor instance, made by `createFlowDocumentStore`). */
export const FlowDocumentContext = createContext<FlowDocumentStore | null>(null);

/** The editor's document store itself (for actions in event handlers and subscriptions). */
export function useFlowDocumentStore(): FlowDocumentStore {
  const store = useContext(FlowDocumentContext);
  if (!store) throw new Error('The flow document is only available inside the flow editor.');
  return store;
}

/** Reads a slice of the editor's document (re-renders when the slice changes). */
export function useFlowDocument<T>(selector: (state: FlowDocumentState) => T): T {
  return useStore(useFlowDocumentStore(), selector);
}
