import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result (with its status illustrations) loads when a page first needs it: a denied, missing
// or failed area. A page that works never downloads it (ADR 0016).
const Result = lazy(() => import('antd/es/result'));

/** antd's `Result`, loaded on first use; nothing is drawn for the moment it takes. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
