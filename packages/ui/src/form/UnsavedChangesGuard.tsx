import { lazy, Suspense } from 'react';

// The router's blocker loads with the guard, so the kit's entry does not need react-router.
const UnsavedChangesGuardView = lazy(async () => ({
  default: (await import('./UnsavedChangesGuardView')).UnsavedChangesGuardView,
}));

/**
 * Guards unsaved changes while `dirty` is true: the browser asks before closing or reloading the tab
 * (`beforeunload`), and a navigation inside the app (react-router `useBlocker`, under the shell's data
 * router) asks with a translated confirm (Leave / Stay). Render it inside the form. After a save, set
 * `dirty` to false and navigate on the next render (FormPage does), or the guard still asks.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  return (
    <Suspense fallback={null}>
      <UnsavedChangesGuardView dirty={dirty} />
    </Suspense>
  );
}
