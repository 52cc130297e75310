import type { RemoteName } from '@atende/contract';
import { lazy, Suspense } from 'react';
import type { PageFactory } from './lazyPage';
import type { ManagerFrameProps } from './ManagerFrame';

/** Props of `ManagerArea`. */
export interface ManagerAreaProps extends Omit<ManagerFrameProps, 'children'> {
  /** The remote whose routes of the registry this area renders (`routesOf`, under its mount). */
  remote: RemoteName;
  /** The page of every route, by its name in the registry (`lazyPage`). */
  pages: Readonly<Record<string, PageFactory>>;
}

// The frame and the routes load with the area, never with the kit's entry (the login page).
const ManagerAreaView = lazy(async () => ({
  default: (await import('./ManagerAreaView')).ManagerAreaView,
}));

/**
 * A manager remote's whole area (seed 000 §2.5): the `ManagerFrame` around the remote's routes of the
 * registry, each route's page fetched when first visited (a skeleton meanwhile) and, when its code
 * cannot be fetched, a translated error with Try again while the menu and the shell stay usable.
 * What a manager remote's exposed `RemoteRoutes` renders.
 */
export function ManagerArea(props: ManagerAreaProps) {
  return (
    <Suspense fallback={null}>
      <ManagerAreaView {...props} />
    </Suspense>
  );
}
