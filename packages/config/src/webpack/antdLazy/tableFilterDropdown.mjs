// Stands in for antd Table's filter menu (`./FilterDropdown` of `antd/es/table/hooks/useFilter`),
// which imports antd's Tree, Menu, Dropdown, Radio and Checkbox (about 35 kB gzip) on every page
// with a table, though only a column with `filters` draws it. The menu loads with the first such
// column; meanwhile the column shows its title. Swapped in by the build preset (ADR 0032).
import { lazyComponent } from './lazyComponent.mjs';

export default lazyComponent(
  () => import('@atende/antd-es/table/hooks/useFilter/FilterDropdown'),
  (props) => props.children,
);

/**
 * The values of a column's filters and of their nested filters, depth first (what antd's filter
 * module exports beside the menu, for the filter state kept by `useFilter`).
 * @param {readonly { value: unknown, children?: any[] }[] | undefined} filters
 * @returns {unknown[]}
 */
export function flattenKeys(filters) {
  /** @type {unknown[]} */
  const keys = [];
  for (const filter of filters ?? []) {
    keys.push(filter.value);
    if (Array.isArray(filter.children)) keys.push(...flattenKeys(filter.children));
  }
  return keys;
}
