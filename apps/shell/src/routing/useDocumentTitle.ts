import { useEffect } from 'react';
import { useLocation } from '@atende/routing';
import { pageTitleFor } from './pageTitle';
import { routeNameFor } from './routeNames';

/** The current route's name (from the path), or undefined for an unknown path. */
export function useRouteName(): string | undefined {
  return routeNameFor(useLocation().pathname);
}

/** Keeps `document.title` on the current route's title (`ATENDIMENTO | Atende`). */
export function useDocumentTitle(): void {
  const name = useRouteName();
  useEffect(() => {
    if (name) document.title = pageTitleFor(name);
  }, [name]);
}
