import { lazy, Suspense } from 'react';

// The router's blocker loads with the guard, so the kit's entry does not need react-router.
const UnsavedChangesGuardView = lazy(async () => ({
  default: (await import('./UnsavedChangesGuardView')).UnsavedChangesGuardView,
}));

/** The confirm's texts (already translated); each one left out is the kit's own `ui:form.*` text. */
export interface UnsavedChangesTexts {
  title?: string;
  content?: string;
  /** The button that leaves (danger). */
  leave?: string;
  /** The button that stays on the page. */
  stay?: string;
}

/** Props of `UnsavedChangesGuard`. */
export interface UnsavedChangesGuardProps {
  /** Guards while true (unsaved changes, or work in flight that leaving would end). */
  dirty: boolean;
  /** The page's own words for the confirm (e.g. "Stop sending?"); default the kit's unsaved-changes texts. */
  texts?: UnsavedChangesTexts;
  /** Runs when the user chooses Leave in the confirm, before the navigation goes on (e.g. cancel a run). */
  onLeave?: () => void;
}

/**
 * Guards unsaved changes while `dirty` is true: the browser asks before closing or reloading the tab
 * (`beforeunload`), and a navigation inside the app (react-router `useBlocker`, under the shell's data
 * router) asks with a translated confirm (Leave / Stay; `texts` may replace the words, `onLeave` runs
 * on Leave). Render it inside the page. After a save, set `dirty` to false and navigate on the next
 * render (FormPage does), or the guard still asks.
 */
export function UnsavedChangesGuard(props: UnsavedChangesGuardProps) {
  return (
    <Suspense fallback={null}>
      <UnsavedChangesGuardView {...props} />
    </Suspense>
  );
}
