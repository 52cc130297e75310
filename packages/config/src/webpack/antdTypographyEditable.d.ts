// Types of the alias `@atende/antd-typography-editable` (createAppWebpackConfig's resolve.alias):
// antd's `es/typography/Editable.js` of the app being built, which `antdTypographyEditable.mjs` loads.
declare module '@atende/antd-typography-editable' {
  import type { ComponentType } from 'react';

  /** antd Typography's in-place editor. */
  const Editable: ComponentType<Record<string, unknown>>;
  export default Editable;
}
