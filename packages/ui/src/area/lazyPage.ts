import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page of an area, its code fetched when it first renders. */
export type LazyPage = LazyExoticComponent<ComponentType>;

/** Makes a fresh lazy page each call (so Try again after a failed fetch fetches it again). */
export type PageFactory = () => LazyPage;

/**
 * The factory of one page of an area's `pages` table (`ManagerArea`): `lazyPage(async () => (await
 * import('./ListPage')).ListPage)`. Each page's code loads when its route is first visited.
 */
export function lazyPage(load: () => Promise<ComponentType>): PageFactory {
  return () => lazy(async () => ({ default: await load() }));
}
