// The admin console remote: exposes ./Routes (`/painel/*`, the manager area); index.html is its standalone harness.
import { createAppWebpackConfig } from '@atende/config';

export default createAppWebpackConfig({
  name: 'adminConsole',
  port: 3002,
  isHost: false,
  dir: import.meta.dirname,
  exposes: { './Routes': './src/Routes.tsx' },
  title: 'Atende · admin console',
});
