import { useStore } from 'zustand';
import { sessionStore } from './store';
import type { SessionState } from './types';

const wholeState = (state: SessionState): SessionState => state;

/** React binding of `sessionStore`: the whole state, or the slice chosen by `selector`. */
export function useSession(): SessionState;
/** React binding of `sessionStore` with a selector (re-renders only when the slice changes). */
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  return useStore<typeof sessionStore, T | SessionState>(sessionStore, selector ?? wholeState);
}
