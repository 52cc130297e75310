// The agent desk remote: exposes ./Routes (route `/`, atendimento); index.html is its standalone harness.
import { createAppWebpackConfig } from '@atende/config';

export default createAppWebpackConfig({
  name: 'agentDesk',
  port: 3001,
  isHost: false,
  dir: import.meta.dirname,
  exposes: { './Routes': './src/Routes.tsx' },
  title: 'Atende · agent desk',
});
