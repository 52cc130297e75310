import { lazy, Suspense } from 'react';

/** Props of `HarnessLogin`. */
export interface HarnessLoginProps {
  /** The harness's title, naming the remote (translated by the caller). */
  title: string;
}

/** The form's code (antd Card, Form, Input) loads only in a harness, never with the shared kit. */
const HarnessLoginView = lazy(() => import('./HarnessLoginView'));

/**
 * The login of a remote's standalone harness (DESIGN §2: each remote runs on its own for its team).
 * The real login lives in the shell; this one only gets a token from `User_Validate`.
 */
export function HarnessLogin(props: HarnessLoginProps) {
  return (
    <Suspense fallback={null}>
      <HarnessLoginView {...props} />
    </Suspense>
  );
}
