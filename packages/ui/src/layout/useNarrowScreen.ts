import { useSyncExternalStore } from 'react';

/** Below this width (px) the manager menu collapses into a drawer (as the agent desk's layout does). */
export const NARROW_SCREEN_MAX_WIDTH = 960;

/** The media query `useNarrowScreen` follows: narrower than `maxWidth` (default 960 px). */
export function narrowScreenQuery(maxWidth: number = NARROW_SCREEN_MAX_WIDTH): string {
  return `(max-width: ${maxWidth - 0.02}px)`;
}

/**
 * True while the window is narrower than `maxWidth` (default 960 px, seed 000 §9's mobile
 * breakpoint: the desk shows one column at a time, the manager menu becomes a drawer); follows
 * resizes.
 */
export function useNarrowScreen(maxWidth: number = NARROW_SCREEN_MAX_WIDTH): boolean {
  const query = narrowScreenQuery(maxWidth);
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      window.addEventListener('resize', onChange);
      return () => {
        list.removeEventListener?.('change', onChange);
        window.removeEventListener('resize', onChange);
      };
    },
    () =>
      typeof window !== 'undefined' &&
      (window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
