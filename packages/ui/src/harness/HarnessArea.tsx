import { lazy, Suspense, type ReactNode } from 'react';

/** Props of `HarnessArea`. */
export interface HarnessAreaProps {
  /** The remote's mount (`/painel`, `/fluxo`): a path outside it goes to `start`. */
  mount: string;
  /** The remote's first page (`/painel/cliente`, `/fluxo`). */
  start: string;
  /**
   * Shown where the page guard sends a refused user (the client panel) when the harness does not
   * render it (a remote other than the console); default: that path goes to `start` too.
   */
  refused?: ReactNode;
  /** The remote's exposed routes (`RemoteRoutes`). */
  children: ReactNode;
}

// The guard and the permissions load come with the harness, never with the kit's entry.
const HarnessAreaView = lazy(async () => ({
  default: (await import('./HarnessAreaView')).HarnessAreaView,
}));

/**
 * The logged-in area of a remote's standalone harness (DESIGN §2): the user's permissions object
 * (`User_Data_Perm`) and the same page guard the shell applies (`RequireRoute`), around the remote's
 * routes.
 */
export function HarnessArea(props: HarnessAreaProps) {
  return (
    <Suspense fallback={null}>
      <HarnessAreaView {...props} />
    </Suspense>
  );
}
