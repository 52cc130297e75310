// Stands in for the Radio of antd Table's row selection (`../../radio` of
// `antd/es/table/hooks/useSelection`), drawn only by a table choosing one row. Swapped in by the
// build preset (ADR 0032).
import { lazyComponent } from './lazyComponent.mjs';

export default lazyComponent(() => import('@atende/antd-es/radio'));
