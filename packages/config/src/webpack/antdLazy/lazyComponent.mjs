// A component whose code loads on its first render, inside its own Suspense (issue 22, ADR 0032):
// the build preset swaps it in for antd modules a page imports but seldom draws.
import { createElement, lazy, Suspense } from 'react';

/**
 * A component rendering `load`'s default export once it has arrived, and `fallback(props)` meanwhile.
 * @param {() => Promise<{ default: import('react').ComponentType<any> }>} load
 * @param {(props: Record<string, any>) => import('react').ReactNode} [fallback] Shown while loading.
 */
export function lazyComponent(load, fallback = () => null) {
  const Component = lazy(load);
  /** @param {Record<string, any>} props */
  return function LazyComponent(props) {
    return createElement(Suspense, { fallback: fallback(props) }, createElement(Component, props));
  };
}
