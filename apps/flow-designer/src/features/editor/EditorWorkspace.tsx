import { ReactFlowProvider } from '@xyflow/react';
import { useState, type ReactNode } from 'react';
import {
  createFlowDocumentStore,
  FlowDocumentContext,
  type FlowDocumentInput,
  type FlowDocumentStore,
} from './document';

/** Props of `EditorWorkspace`. */
export interface EditorWorkspaceProps {
  /** What the editor opens (read once: a new input needs a new `key`). */
  input: FlowDocumentInput;
  /** A store made earlier (kept across a switch to a version's view); else one is made from `input`. */
  store?: FlowDocumentStore;
  /** Receives the store made for this editor (the page's save and reload use it). */
  onStore?(store: FlowDocumentStore): void;
  children: ReactNode;
}

/** One editor instance: its own document store and React Flow's provider around the screen. */
export function EditorWorkspace({ input, store: given, onStore, children }: EditorWorkspaceProps) {
  const [store] = useState(() => {
    const made = given ?? createFlowDocumentStore(input);
    onStore?.(made);
    return made;
  });
  return (
    <FlowDocumentContext.Provider value={store}>
      <ReactFlowProvider>{children}</ReactFlowProvider>
    </FlowDocumentContext.Provider>
  );
}
