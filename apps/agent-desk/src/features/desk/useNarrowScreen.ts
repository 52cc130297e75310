import { useSyncExternalStore } from 'react';

/** Seed 000 §9: the mobile breakpoint is 960 px; under it one column shows at a time. */
export const NARROW_QUERY = '(max-width: 959.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return (
    typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(NARROW_QUERY).matches
  );
}

/** True while the window is narrower than 960 px. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
