import { createStore } from 'zustand/vanilla';

/** Agent settings the shell's top bar changes and the agent desk reads (seed 000 §3 "sound flag", §4 availability). */
export interface AgentPreferencesState {
  /** Notification sound; on by default (seed 000 §9). */
  soundOn: boolean;
  /** Unavailable (paused): the server sends no queue and no new-item events. */
  paused: boolean;
  toggleSound(): void;
  setPausedFlag(paused: boolean): void;
  /** Back to the defaults (on logout); `paused` is read again from the pause cookie by the shell. */
  reset(): void;
}

/** The one store of agent preferences, shared by the shell and the remotes (a federation singleton). */
export const agentPreferencesStore = createStore<AgentPreferencesState>()((set) => ({
  soundOn: true,
  paused: false,
  toggleSound: () => set((state) => ({ soundOn: !state.soundOn })),
  setPausedFlag: (paused) => set({ paused }),
  reset: () => set({ soundOn: true, paused: false }),
}));
