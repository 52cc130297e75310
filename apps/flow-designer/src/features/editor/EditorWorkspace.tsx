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
  /** Receives the store made for this editor (the page's save and reload use it). */
  onStore?(store: FlowDocumentStore): void;
  children: ReactNode;
}

/** One editor instance: its own document store and React Flow's provider around the screen. */
export function EditorWorkspace({ input, onStore, children }: EditorWorkspaceProps) {
  const [store] = useState(() => {
    const made = createFlowDocumentStore(input);
    onStore?.(made);
    return made;
  });
  return (
    <FlowDocumentContext.Provider value={store}>
      <ReactFlowProvider>{children}</ReactFlowProvider>
    </FlowDocumentContext.Provider>
  );
}
