// Stands in for the Dropdown of antd Table's row selection (`../../dropdown` of
// `antd/es/table/hooks/useSelection`), drawn only for a selection with a `selections` menu; its
// trigger shows meanwhile. Swapped in by the build preset (ADR 0032).
import { lazyComponent } from './lazyComponent.mjs';

export default lazyComponent(
  () => import('@atende/antd-es/dropdown'),
  (props) => props.children,
);
