import { useStore } from 'zustand';
import { agentPreferencesStore, type AgentPreferencesState } from './agentPreferences';

/** Reads a slice of the shared agent preferences (sound flag, availability) in a component. */
export function useAgentPreferences<T>(selector: (state: AgentPreferencesState) => T): T {
  return useStore(agentPreferencesStore, selector);
}
