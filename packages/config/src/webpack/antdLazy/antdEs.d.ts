// Types of the alias `@atende/antd-es` (createAppWebpackConfig's resolve.alias): the `es` folder of
// the app's antd, which the lazy stand-ins of this folder load.
declare module '@atende/antd-es/*' {
  import type { ComponentType } from 'react';

  /** The antd component the module exports. */
  const Component: ComponentType<Record<string, unknown>>;
  export default Component;
}
