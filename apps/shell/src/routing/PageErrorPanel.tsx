import { useEffect } from 'react';
import { useRouteError } from '@atende/routing';
import { PageChrome } from '../layout/PageChrome';
import { PageError } from './PageError';

/**
 * The router's error element: a lazy layout that could not be fetched, or a page that threw, shows
 * `PageError` in the page's chrome, never the router's developer screen.
 */
export function PageErrorPanel() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page could not be shown.', error);
  }, [error]);
  return (
    <PageChrome>
      <PageError />
    </PageChrome>
  );
}
