// The flow designer remote: exposes ./Routes (`/fluxo/*`, the flow area); index.html is its standalone harness.
import { createAppWebpackConfig } from '@atende/config';

export default createAppWebpackConfig({
  name: 'flowDesigner',
  port: 3003,
  isHost: false,
  dir: import.meta.dirname,
  exposes: { './Routes': './src/Routes.tsx' },
  title: 'Atende · flow designer',
});
