// Stands in for antd's `form/hooks/useForm` where Radio.Group imports it (`../form/hooks/useForm`)
// for one helper, `toNamePathStr` (the group's default `name` from its form item's name): the real
// module brings rc-field-form's form engine and scroll-into-view (about 17 kB gzip) to every page
// with a radio group, such as antd Table's selection and filter menus. Swapped in at build time by
// createAppWebpackConfig; antd's Form keeps the real module.

/**
 * antd's `toNamePathStr`: a form item's name path joined with `_` (`['a', 0]` → `a_0`; undefined or
 * false → ``), as `antd/es/form/hooks/useForm` computes it with `toArray` of `antd/es/form/util`.
 * @param {unknown} name
 * @returns {string}
 */
export function toNamePathStr(name) {
  if (name === undefined || name === false) return '';
  return (Array.isArray(name) ? name : [name]).join('_');
}
