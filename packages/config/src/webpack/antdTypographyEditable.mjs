// Stands in for antd Typography's `Editable` (`../Editable` of `antd/es/typography/Base`): the
// in-place editor of `<Typography editable>`, which imports antd's TextArea and with it the input
// styles, rc-input and rc-textarea (about 12 kB gzip) on every page that shows a Typography, though
// no screen edits text in place. The real module loads on first use, inside its own Suspense.
// Swapped in at build time by createAppWebpackConfig (issue 22, ADR 0029).
import { createElement, lazy, Suspense } from 'react';

const Editable = lazy(() => import('@atende/antd-typography-editable'));

/**
 * antd's Editable, loaded when a Typography first enters edit mode.
 * @param {Record<string, unknown>} props Editable's props, passed through.
 */
export default function LazyEditable(props) {
  return createElement(Suspense, { fallback: null }, createElement(Editable, props));
}
