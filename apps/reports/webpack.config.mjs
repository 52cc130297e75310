// The reports remote: exposes ./Routes (`/reports/*`, the report area); index.html is its standalone harness.
import { createAppWebpackConfig } from '@atende/config';

export default createAppWebpackConfig({
  name: 'reports',
  port: 3004,
  isHost: false,
  dir: import.meta.dirname,
  exposes: { './Routes': './src/Routes.tsx' },
  title: 'Atende · reports',
});
