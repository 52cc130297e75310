import { create } from 'zustand';

/** The notification-sound flag of the agent top bar. */
export interface SoundState {
  /** On by default (seed 000 §9). */
  soundOn: boolean;
  toggleSound: () => void;
}

/** Shell-private store of the bell toggle (not shared with the remotes). */
export const useSoundStore = create<SoundState>()((set) => ({
  soundOn: true,
  toggleSound: () => set((state) => ({ soundOn: !state.soundOn })),
}));
